// The blog's addresses (the spec: /blogs?page=N and /blogs/{slug}).

export const blogPaths = {
  list: "/blogs",
  /** A page of the list; the first page is the bare /blogs. */
  page: (page: number) => (page > 1 ? `/blogs?page=${page}` : "/blogs"),
  post: (slug: string) => `/blogs/${encodeURIComponent(slug)}`,
} as const;
