import type { ParseKeys } from "i18next";
import type { ComponentType } from "react";
import { useTranslation } from "../../i18n/react";
import { useLoaderData, type LoaderFunctionArgs } from "react-router";
import type { Loaded } from "./load";
import { SectionHeading } from "./shell";

type AdminLoader = (args: LoaderFunctionArgs) => Promise<Loaded<unknown>>;
/** The API answer an adminLoader gives its page. */
type LoaderData<L extends AdminLoader> = Awaited<ReturnType<L>> extends Loaded<infer T> ? T : never;

/**
 * A console section's page for its adminLoader (`adminPage<typeof loader>(…)`): the section's
 * heading, then `Page` with the API's answer as `data`; nothing without an answer (a visitor,
 * whom the console's frame asks to log in, or a refused query).
 */
export function adminPage<L extends AdminLoader>(
  Page: ComponentType<{ data: LoaderData<L> }>,
  heading?: { title: ParseKeys; intro?: ParseKeys },
) {
  return function AdminPage() {
    const { t } = useTranslation();
    const loaded = useLoaderData() as Loaded<LoaderData<L>>;
    if (loaded.state !== "ok") return null;
    return (
      <>
        {heading ? (
          <SectionHeading title={t(heading.title)} intro={heading.intro ? t(heading.intro) : undefined} />
        ) : null}
        <Page data={loaded.data} />
      </>
    );
  };
}
