// The play-and-win result's rewards (points, badges, streak): built by the play-and-win feature, wired
// here by the lead. Until then it renders nothing — no points are invented by the runner.
import type { AttemptResult } from "./quiz-types";

export function PlayRewardsSlot(_props: { result: AttemptResult }) {
  return null;
}
