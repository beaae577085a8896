import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { HoroscopePage, horoscopeMeta } from "../features/horoscope";
import { loadHoroscopePage } from "../features/horoscope/loader.server";

// /horoscope?zodiac={sign}&when=Today|Tomorrow|Yesterday and /horoscope/{weekly|monthly|yearly}?zodiac={sign}.
export function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadHoroscopePage(request, context, params.period);
}

export const meta: MetaFunction<typeof loader> = (args) => horoscopeMeta(args, args.loaderData);

export default function HoroscopeRoute() {
  const page = useLoaderData<typeof loader>();
  return <HoroscopePage page={page} />;
}
