import type { ForumProfileResponse } from "@graha/contracts";
import { useTranslation } from "../i18n/react";
import { redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { LoginRequired } from "../features/commerce";
import { forumMeta, forumPaths, ProfileView } from "../features/forum";
import { birthOptions, discussionPage } from "../features/forum/loader.server";
import { hasSessionCookie, loaderApi } from "../lib/api";

export const meta: MetaFunction = (args) => forumMeta(args, "profile", { noindex: true });

// `/profile` is the caller's own (no handle yet: to /forum/create); `/profile?uid=` anyone's.
// `?email=verified|link_invalid`: where the verification mail's link lands, with its notice.
const emailNotices = { verified: "emailVerifiedNotice", link_invalid: "emailLinkInvalid" } as const;

export async function loader(args: LoaderFunctionArgs) {
  const email = new URL(args.request.url).searchParams.get("email");
  const emailNotice = email === "verified" || email === "link_invalid" ? emailNotices[email] : null;
  return { ...(await profileOf(args)), emailNotice };
}

async function profileOf({ request, context }: LoaderFunctionArgs) {
  const uid = new URL(request.url).searchParams.get("uid") ?? "";
  if (!uid && !hasSessionCookie(request)) return { state: "login" as const };
  const load = loaderApi(context, request);
  const result = await load<ForumProfileResponse>(
    `/api/v1/forum/profile${uid ? `?uid=${encodeURIComponent(uid)}` : ""}`,
  );
  if (!result.ok) {
    if (!uid && result.status === 404) throw redirect(forumPaths.create);
    if (!uid && result.status === 401) return { state: "login" as const };
    return { state: "missing" as const };
  }
  const profile = result.data.profile;
  const hidden = profile.is_private && !profile.is_owner;
  const [posts, births] = await Promise.all([
    hidden ? { discussions: [], page_count: 0 } : discussionPage(load, { page: 1, uid: profile.uid }),
    profile.is_owner ? birthOptions(load) : [],
  ]);
  return { state: "found" as const, profile, posts, births };
}

export default function Profile() {
  const { t } = useTranslation();
  const loaded = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      {loaded.emailNotice ? (
        <p
          role="status"
          className={`mb-4 rounded-2xl px-4 py-3 text-sm font-semibold ${
            loaded.emailNotice === "emailVerifiedNotice" ? "bg-green-100 text-green-900" : "bg-red-100 text-red-900"
          }`}
        >
          {t(`forum.profile.${loaded.emailNotice}`)}
        </p>
      ) : null}
      {loaded.state === "login" ? <LoginRequired /> : null}
      {loaded.state === "missing" ? (
        <p className="rounded-3xl bg-cream p-6 text-center text-night-900">{t("forum.profile.notFound")}</p>
      ) : null}
      {loaded.state === "found" ? (
        <ProfileView profile={loaded.profile} posts={loaded.posts} births={loaded.births} />
      ) : null}
    </section>
  );
}
