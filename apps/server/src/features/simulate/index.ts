export {
  runScenario,
  type Scenario,
  ScenarioError,
  type SimulationResult,
} from './run-scenario.js';
