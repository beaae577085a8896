import type { MetaFunction } from "react-router";
import { DemoPage, predictionsMeta } from "../features/predictions";

export const meta: MetaFunction = (args) => predictionsMeta(args, "demo");

export default function FreePrediction() {
  return <DemoPage />;
}
