import { expect } from "@playwright/test";
import { PageObject } from "./page-object.ts";

/** The blog's list (/blogs?page=N): its cards and numbered page links. */
export class BlogListPage extends PageObject {
  readonly heading = this.page.getByRole("heading", { level: 1 });
  readonly cards = this.page.getByTestId("blog-card");
  readonly pages = this.page.getByRole("navigation", { name: /^(Pages|पेज)$/ });

  pageLink(n: number) {
    return this.pages.getByRole("link", { name: new RegExp(`^(Page|पेज) ${n}$`) });
  }

  card(title: string) {
    return this.cards.filter({ hasText: title });
  }

  async openPost(title: string): Promise<void> {
    await this.card(title).getByRole("link", { name: title }).click();
  }
}

/** One post (/blogs/{slug}): title, body and the Previous Post / Next Post links. */
export class BlogPostPage extends PageObject {
  readonly article = this.page.getByTestId("blog-post");
  readonly heading = this.article.getByRole("heading", { level: 1 });
  readonly neighbours = this.article.getByRole("navigation", { name: /More posts|और पोस्ट/ });
  readonly previousPost = this.neighbours.getByRole("link", { name: /Previous Post|पिछली पोस्ट/ });
  readonly nextPost = this.neighbours.getByRole("link", { name: /Next Post|अगली पोस्ट/ });

  async expectOpen(title: string): Promise<void> {
    await expect(this.heading).toHaveText(title);
    expect(await this.article.getByRole("heading", { level: 2 }).count()).toBeGreaterThan(1);
  }
}

/** The home page's "latest from our blog" section. */
export class LatestBlogsSection extends PageObject {
  readonly section = this.page.getByRole("region", { name: /Latest from our blog|हमारे ब्लॉग से नया/ });
  readonly cards = this.section.getByTestId("blog-card");
  readonly all = this.section.getByRole("link", { name: /Read all posts|सभी पोस्ट पढ़ें/ });
}
