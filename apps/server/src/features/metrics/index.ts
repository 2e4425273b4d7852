export { type AppMetrics, createMetrics } from './collectors.js';
export { default as metricsPlugin } from './metrics-plugin.js';
