export * from './crypto-id-generator.js';
