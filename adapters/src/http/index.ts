export * from './cookie-jar.js';
export * from './ky-http-port.js';
