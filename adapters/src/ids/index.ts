export { CryptoIdGenerator } from './crypto-id-generator.js';
