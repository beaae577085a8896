import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PredictionPage, predictionsMeta } from "../features/predictions";
import { loadPredictionPage } from "../features/predictions/loader.server";

export const meta: MetaFunction = (args) => predictionsMeta(args, "page", { noindex: true });

export async function loader(args: LoaderFunctionArgs) {
  return loadPredictionPage(args);
}

export default function DailyPrediction() {
  const data = useLoaderData<typeof loader>();
  // A new page (another bid or period from the carousel) starts fresh.
  return <PredictionPage key={`${data.bid}:${data.initialType}`} {...data} />;
}
