// The blog's public entry: what routes and other features may use (loaders also use ./loader.server).
export { BlogCard } from "./blog-card";
export { BlogListView } from "./blog-list";
export { BlogPostView } from "./blog-post";
export { LatestBlogs } from "./latest-blogs";
export { blogPaths } from "./links";
export { blogListMeta, blogPostMeta } from "./meta";
