import { useTranslation } from "../../i18n/react";
import { Link } from "react-router";
import { buttonClasses } from "../../components/ui/button";
import { cn } from "../../lib/cn";

export type PageItem = number | "gap-start" | "gap-end";

/**
 * The spec's page numbers: all of them up to 7 pages; beyond, the first, the last and the
 * current page's neighbours with an ellipsis for each gap; none for a single page.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 1) return [];
  if (count <= 7) return Array.from({ length: count }, (_, i) => i + 1);
  const page = Math.min(Math.max(current, 1), count);
  const from = Math.max(2, page - 1);
  const to = Math.min(count - 1, page + 1);
  const items: PageItem[] = [1];
  if (from > 2) items.push("gap-start");
  for (let n = from; n <= to; n += 1) items.push(n);
  if (to < count - 1) items.push("gap-end");
  items.push(count);
  return items;
}

const step = buttonClasses("ghost", "sm", "min-w-9 px-2.5");

/** Previous, the page numbers (unless `numbers` is false) and Next; nothing for one page. */
export function Pagination({
  page,
  pageCount,
  hrefFor,
  numbers = true,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
  numbers?: boolean;
}) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const edge = (target: number, disabled: boolean, label: string) =>
    disabled ? (
      <span aria-disabled="true" className={cn(step, "cursor-not-allowed opacity-50")}>
        {label}
      </span>
    ) : (
      <Link to={hrefFor(target)} className={step}>
        {label}
      </Link>
    );
  return (
    <nav aria-label={t("forum.pagination.label")} className="mt-6 flex flex-wrap items-center justify-center gap-0.5">
      {edge(page - 1, page <= 1, t("forum.pagination.previous"))}
      {numbers
        ? pageItems(page, pageCount).map((item) =>
            typeof item === "number" ? (
              <Link
                key={item}
                to={hrefFor(item)}
                aria-label={t("forum.pagination.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                className={cn(step, item === page && "bg-saffron-500 text-night-950 hover:bg-saffron-400")}
              >
                {item}
              </Link>
            ) : (
              <span key={item} aria-hidden="true" className="px-1 text-cream/60">
                …
              </span>
            ),
          )
        : null}
      {edge(page + 1, page >= pageCount, t("forum.pagination.next"))}
    </nav>
  );
}
