export { WebStorageStore } from './web-storage-store.js';
