import { useTranslation } from "../i18n/react";
import { useLoaderData, useRevalidator, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { PageTitle } from "../components/ui/page-title";
import { LoginRequired } from "../features/commerce";
import { forumMeta, HandleForm, PostForm } from "../features/forum";
import { handleState } from "../features/forum/loader.server";

export const meta: MetaFunction = (args) => forumMeta(args, "create", { noindex: true });

export async function loader({ request, context }: LoaderFunctionArgs) {
  return { handle: await handleState(context, request) };
}

export default function ForumCreate() {
  const { t } = useTranslation();
  const { handle } = useLoaderData<typeof loader>();
  const { revalidate } = useRevalidator();
  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-8 sm:py-12">
      <PageTitle>{t("forum.post.createTitle")}</PageTitle>
      {handle.kind === "visitor" ? <LoginRequired text={t("forum.common.loginFirst")} /> : null}
      {handle.kind === "none" ? <HandleForm births={handle.births} onSaved={() => void revalidate()} /> : null}
      {handle.kind === "handle" ? (
        <PostForm
          tags={{
            rashi: handle.profile.rashi,
            nakshatra: handle.profile.nakshatra,
            mahadasha: handle.profile.current_mahadasha,
          }}
          onHandleMissing={() => void revalidate()}
        />
      ) : null}
    </section>
  );
}
