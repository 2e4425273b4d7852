export { publicSettings, readIntSetting, readSetting, readSettings } from './settings.js';
