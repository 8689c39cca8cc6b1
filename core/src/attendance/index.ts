export * from './domain/attendance.messages.js';
export * from './domain/attendance-calendar.js';
export * from './application/attendance.gateway.js';
export * from './application/attendance.view-model.js';
export * from './application/api-attendance-gateway.js';
