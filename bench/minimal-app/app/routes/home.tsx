import { useLoaderData } from "react-router";

export const loader = () => ({ title: "Minimal page" });

export const meta = () => [{ title: "Minimal" }];

export default function Home() {
  const { title } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>{title}</h1>
      <p>hello</p>
    </main>
  );
}
