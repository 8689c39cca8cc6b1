export * from './web-storage-store.js';
