import '@mantine/charts/styles.css';
import { setAutoFreeze } from 'immer';

/**
 * Recharts keeps its state in a Redux store whose reducers (immer) freeze what they store, React
 * elements among them (a tooltip's or legend's content). The production build renders with
 * preact/compat, which writes its bookkeeping onto those element objects; a frozen one throws
 * ("Cannot assign to read only property '__'") and the page's layout is lost. Nothing in the app
 * relies on immer's freezing (a development aid), so charts load with it switched off.
 */
setAutoFreeze(false);

export { BarChart, LineChart } from '@mantine/charts';
