// `npm run bench -- <name>`: runs a benchmark and writes its results to bench/results/.
import { bundleBenchmark } from './src/bundle.js';
import { closeBenchmark } from './src/close.js';
import { closeWaitBenchmark } from './src/close-wait.js';
import { firstLoadBenchmark } from './src/first-load.js';
import { lighthouseBenchmark } from './src/lighthouse.js';
import { mallBenchmark } from './src/mall.js';
import { readsBenchmark } from './src/reads.js';
import { simulateBenchmark } from './src/simulate.js';
import { transferBenchmark } from './src/transfer.js';
import { treeBenchmark } from './src/tree.js';

const benchmarks: Record<string, () => Promise<void>> = {
  bundle: bundleBenchmark,
  close: closeBenchmark,
  'close-wait': closeWaitBenchmark,
  'first-load': firstLoadBenchmark,
  lighthouse: lighthouseBenchmark,
  mall: mallBenchmark,
  reads: readsBenchmark,
  simulate: simulateBenchmark,
  transfer: transferBenchmark,
  tree: treeBenchmark,
};

const name = process.argv[2];
const run = name ? benchmarks[name] : undefined;
if (!run) {
  console.error(`Usage: npm run bench -- <${Object.keys(benchmarks).join('|')}>`);
  process.exit(2);
}
run().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
