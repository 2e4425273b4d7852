export {
  runScenario,
  type Scenario,
  ScenarioError,
  type SimulationResult,
  type SimulationTimings,
} from './run-scenario.js';
