import type { DiscussionView, ForumProfileResponse } from "@graha/contracts";
import { useTranslation } from "../../i18n/react";
import { Link, useRevalidator } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";
import { DiscussionCard } from "./discussion-card";
import type { BirthOption } from "./handle-form";
import { forumPaths } from "./links";
import { EditAvatarDialog, EditProfileDialog, RedeemDialog } from "./profile-dialogs";
import { Avatar } from "./text";

type Profile = ForumProfileResponse["profile"];

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-3 border-b border-night-700/10 py-2 last:border-0">
      <dt className="text-night-800/70">{label}</dt>
      <dd className="text-right font-semibold">{value}</dd>
    </div>
  );
}

/**
 * A forum profile: name, chart facts and points for everyone (unless private); email, points
 * redeemed, Redeem, Transfer and Edit for its owner; and the first two posts.
 */
export function ProfileView({
  profile,
  posts,
  births,
}: {
  profile: Profile;
  posts: { discussions: readonly DiscussionView[]; page_count: number };
  births: readonly BirthOption[];
}) {
  const { t } = useTranslation();
  const { revalidate } = useRevalidator();
  const hidden = profile.is_private && !profile.is_owner;
  const unknown = t("forum.profile.unknown");
  const shown = posts.discussions.slice(0, 2);
  const reload = () => void revalidate();
  return (
    <div className="flex flex-col gap-6">
      <section
        className="rounded-3xl bg-cream p-5 text-night-900 shadow-2xl shadow-black/40 sm:p-7"
        data-testid="profile"
      >
        <div className="flex items-center gap-4">
          <Avatar name={profile.display_name} avatar={profile.avatar} size="lg" />
          <div className="min-w-0">
            <h1 className="flex items-center gap-2 break-words font-display text-2xl font-semibold">
              {profile.display_name}
              <span
                className="text-base"
                role="img"
                aria-label={profile.is_private ? t("forum.profile.private") : t("forum.profile.public")}
              >
                {profile.is_private ? "🔒" : "🌐"}
              </span>
            </h1>
            {hidden ? null : (
              <p
                className="mt-1 inline-block rounded-full bg-saffron-500/20 px-3 py-0.5 text-sm font-semibold"
                data-testid="points-badge"
              >
                {t("forum.profile.pointsBadge", { count: profile.astrohub_points })}
              </p>
            )}
          </div>
        </div>
        {hidden ? (
          <p className="mt-4 text-night-800">{t("forum.profile.privateNote")}</p>
        ) : (
          <dl className="mt-4">
            <Row label={t("forum.profile.rashi")} value={profile.rashi ?? unknown} />
            <Row label={t("forum.profile.nakshatra")} value={profile.nakshatra ?? unknown} />
            <Row label={t("forum.profile.mahadasha")} value={profile.current_mahadasha ?? unknown} />
            {profile.is_owner ? (
              <>
                <div className="flex justify-between gap-3 border-b border-night-700/10 py-2">
                  <dt className="text-night-800/70">{t("forum.profile.email")}</dt>
                  <dd className="flex flex-wrap items-center justify-end gap-2 break-all text-right font-semibold">
                    {profile.email}
                    <span
                      className={cn(
                        "rounded-full px-2 py-0.5 text-xs",
                        profile.email_verified ? "bg-green-100 text-green-800" : "bg-red-100 text-red-800",
                      )}
                    >
                      {profile.email_verified ? t("forum.profile.verified") : t("forum.profile.notVerified")}
                    </span>
                  </dd>
                </div>
                <Row label={t("forum.profile.redeemed")} value={String(profile.astrohub_redeemed_points ?? 0)} />
                <Row label={t("forum.profile.pointsLeft")} value={String(profile.points_left ?? 0)} />
              </>
            ) : null}
          </dl>
        )}
        {profile.is_owner ? (
          <div className="mt-5 flex flex-wrap gap-2">
            <RedeemDialog pointsLeft={profile.points_left ?? 0} onDone={reload} />
            <Link to="/balance" className={buttonClasses("outline", "sm")}>
              {t("forum.profile.transfer")}
            </Link>
            <EditProfileDialog profile={profile} births={births} onDone={reload} />
            <EditAvatarDialog profile={profile} onDone={reload} />
            <Link to={forumPaths.redeemHistory} className={buttonClasses("outline", "sm")}>
              {t("forum.profile.redeemHistory")}
            </Link>
            {profile.is_moderator ? (
              <Link to={forumPaths.moderation} className={buttonClasses("outline", "sm")}>
                {t("forum.moderation.link")}
              </Link>
            ) : null}
          </div>
        ) : null}
      </section>
      {hidden ? null : (
        <section aria-labelledby="my-posts" className="flex flex-col gap-3">
          <h2 id="my-posts" className="font-display text-xl font-semibold">
            {profile.is_owner ? t("forum.profile.myPosts") : t("forum.profile.posts")}
          </h2>
          {shown.length === 0 ? (
            <p className="text-cream/70">{t("forum.profile.noPosts")}</p>
          ) : (
            shown.map((discussion) => <DiscussionCard key={discussion.did} discussion={discussion} />)
          )}
          {posts.discussions.length > 2 || posts.page_count > 1 ? (
            <Link to={forumPaths.activities(profile.uid)} className={buttonClasses("ghost", "sm", "self-center")}>
              {t("forum.profile.viewAll")}
            </Link>
          ) : null}
        </section>
      )}
    </div>
  );
}
