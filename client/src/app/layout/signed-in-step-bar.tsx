import { StepBarView } from './step-bar-view';
import { useFlowFacts } from './use-flow-facts';

/** The step bar of a signed-in person, its locks from their preferences and connections. */
export default function SignedInStepBar() {
  return <StepBarView facts={useFlowFacts()} />;
}
