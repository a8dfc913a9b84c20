import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { searchColumns } from "../search-key";
import { childTable } from "./child-table";
import { bilingual, flag, id, orderIndex, timestamps } from "./columns";
import {
  blogCategories,
  blogStatuses,
  contactIcons,
  contactSubjects,
  contactTypes,
  galleryCategories,
  portfolioCategories,
  serviceIcons,
  socialPlatforms,
} from "./enums";

/** Blog posts are written in both languages; the API adds the plain field for the asked language. */
export const blogPosts = sqliteTable(
  "blog_posts",
  {
    id: id(),
    title_ar: text("title_ar").notNull(),
    title_en: text("title_en").notNull().default(""),
    excerpt_ar: text("excerpt_ar").notNull(),
    excerpt_en: text("excerpt_en").notNull().default(""),
    // The article bodies: the rich-text editor's tree as JSON (shared/rich-text.ts); "" for none.
    content_ar: text("content_ar").notNull(),
    content_en: text("content_en").notNull().default(""),
    // Each language's address, /blog/{slug}; every slug a post ever had is in blog_post_slugs.
    slug_ar: text("slug_ar"),
    slug_en: text("slug_en"),
    // What search engines and link previews show; blank means the title and the excerpt.
    meta_title_ar: text("meta_title_ar").notNull().default(""),
    meta_title_en: text("meta_title_en").notNull().default(""),
    meta_description_ar: text("meta_description_ar").notNull().default(""),
    meta_description_en: text("meta_description_en").notNull().default(""),
    image: text("image").notNull().default(""),
    alt_text_ar: text("alt_text_ar").notNull().default(""),
    alt_text_en: text("alt_text_en").notNull().default(""),
    category: text("category", { enum: blogCategories }).notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    status: text("status", { enum: blogStatuses }).notNull().default("draft"),
    author_id: integer("author_id"),
    published_at: text("published_at"),
    // A published post is public from `publish_at` (when set) until `unpublish_at` (when set):
    // ISO times, the scheduled moments (worker/services/post-schedule.ts).
    publish_at: text("publish_at"),
    unpublish_at: text("unpublish_at"),
    views: integer("views").notNull().default(0),
    likes: integer("likes").notNull().default(0),
    ...timestamps,
    // Folded titles for the admin's search (see db/search-key.ts).
    ...searchColumns(),
  },
  (t) => [
    index("blog_posts_status_idx").on(t.status, t.published_at),
    index("blog_posts_created_idx").on(t.created_at),
    index("blog_posts_status_created_idx").on(t.status, t.created_at),
    index("blog_posts_category_idx").on(t.category, t.created_at),
    index("blog_posts_search_idx").on(t.search_key),
  ],
);

/**
 * Every address a post has had, in either language: the current one and those it was renamed
 * from, which redirect to it. One slug names one post, whatever its language.
 */
export const blogPostSlugs = sqliteTable(
  "blog_post_slugs",
  {
    slug: text("slug").primaryKey(),
    post_id: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    lang: text("lang", { enum: ["ar", "en"] }).notNull(),
    created_at: text("created_at").notNull(),
  },
  (t) => [index("blog_post_slugs_post_idx").on(t.post_id)],
);

/**
 * A post as one save left it: the fields an admin edits, as JSON, with who saved and when. The
 * history an admin compares with and restores from. An autosave replaces its own previous
 * autosave for a while instead of adding a row per few seconds.
 */
export const blogPostVersions = sqliteTable(
  "blog_post_versions",
  {
    id: id(),
    post_id: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    data: text("data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    author_id: integer("author_id"),
    author_name: text("author_name").notNull().default(""),
    kind: text("kind", { enum: ["save", "autosave", "restore"] }).notNull().default("save"),
    created_at: text("created_at").notNull(),
  },
  (t) => [index("blog_post_versions_post_idx").on(t.post_id, t.id)],
);

/**
 * Review links of a draft: only the token's SHA-256 is kept; the link works until it expires
 * (or the post is deleted).
 */
export const blogPreviews = sqliteTable(
  "blog_previews",
  {
    token_hash: text("token_hash").primaryKey(),
    post_id: integer("post_id")
      .notNull()
      .references(() => blogPosts.id, { onDelete: "cascade" }),
    created_by: integer("created_by"),
    expires_at: text("expires_at").notNull(),
    created_at: text("created_at").notNull(),
  },
  (t) => [index("blog_previews_post_idx").on(t.post_id)],
);

export const services = sqliteTable(
  "services",
  {
    id: id(),
    ...bilingual("title"),
    ...bilingual("description"),
    icon: text("icon", { enum: serviceIcons }).notNull().default("camera"),
    image: text("image"),
    category: text("category"),
    price_ar: text("price_ar"),
    price_en: text("price_en"),
    is_active: flag("is_active", true),
    order_index: orderIndex(),
    ...timestamps,
    ...searchColumns(),
  },
  (t) => [index("services_order_idx").on(t.order_index, t.id), index("services_search_idx").on(t.search_key)],
);

export const serviceFeatures = childTable("service_features", "service_id", () => services.id, {
  ...bilingual("feature"),
  order_index: orderIndex(),
});

export const portfolioProjects = sqliteTable(
  "portfolio_projects",
  {
    id: id(),
    ...bilingual("title"),
    ...bilingual("description"),
    category: text("category", { enum: portfolioCategories }).notNull(),
    client: text("client").notNull(),
    completion_date: text("completion_date").notNull(),
    technologies: text("technologies", { mode: "json" }).$type<string[]>().notNull().default([]),
    is_featured: flag("is_featured", false),
    link: text("link"),
    // The case study's address, /work/{slug}, and its story in rich text (shared/rich-text.ts).
    slug: text("slug"),
    content_ar: text("content_ar").notNull().default(""),
    content_en: text("content_en").notNull().default(""),
    order_index: orderIndex(),
    ...timestamps,
    ...searchColumns(),
  },
  (t) => [
    index("portfolio_order_idx").on(t.order_index, t.id),
    index("portfolio_category_idx").on(t.category, t.order_index),
    index("portfolio_search_idx").on(t.search_key),
    uniqueIndex("portfolio_slug_idx").on(t.slug),
  ],
);

/**
 * A project's images. Their keys are the names the API has always given an image (`imageUrl`,
 * `altText_ar`, `altText_en`, unlike the rest of the API's snake_case), so the answer is the row.
 */
export const portfolioImages = childTable("portfolio_images", "project_id", () => portfolioProjects.id, {
  imageUrl: text("image_url").notNull(),
  altText_ar: text("alt_text_ar").notNull().default(""),
  altText_en: text("alt_text_en").notNull().default(""),
  order_index: orderIndex(),
});

export const galleryImages = sqliteTable(
  "gallery_images",
  {
    id: id(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    url: text("url").notNull(),
    alt_text: text("alt_text").notNull(),
    category: text("category", { enum: galleryCategories }).notNull(),
    tags: text("tags", { mode: "json" }).$type<string[]>().notNull().default([]),
    size: integer("size"),
    width: integer("width"),
    height: integer("height"),
    // The blob key when the image was uploaded here, so deleting the item deletes the file.
    blob_key: text("blob_key"),
    uploaded_by: text("uploaded_by"),
    ...timestamps,
    ...searchColumns(),
  },
  (t) => [
    index("gallery_created_idx").on(t.created_at),
    index("gallery_category_idx").on(t.category, t.created_at),
    index("gallery_search_idx").on(t.search_key),
  ],
);

export const contactInfo = sqliteTable("contact_info", {
  id: id(),
  type: text("type", { enum: contactTypes }).notNull(),
  ...bilingual("label"),
  ...bilingual("value"),
  icon: text("icon", { enum: contactIcons }).notNull().default("Phone"),
  is_active: flag("is_active", true),
  order_index: orderIndex(),
});

export const socialLinks = sqliteTable("social_links", {
  id: id(),
  platform: text("platform", { enum: socialPlatforms }).notNull(),
  url: text("url").notNull(),
  icon: text("icon"),
  is_active: flag("is_active", true),
  order_index: orderIndex(),
});

/** One row per setting; values are JSON so the settings object keeps its types. */
export const siteSettings = sqliteTable("site_settings", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).notNull(),
});

/** The About section: one row, bilingual text and the agency's facts (founding year, team size, clients, projects). */
export const aboutContent = sqliteTable("about_content", {
  id: integer("id").primaryKey(),
  ...bilingual("title"),
  ...bilingual("description"),
  ...bilingual("mission"),
  founded_year: integer("founded_year").notNull(),
  experience_years: integer("experience_years").notNull(),
  clients: integer("clients").notNull(),
  projects: integer("projects").notNull(),
  permanent_clients: integer("permanent_clients").notNull(),
  satisfaction: integer("satisfaction").notNull(),
  ...bilingual("office"),
  updated_at: text("updated_at").notNull(),
});

/** Messages from the public contact form (the form stores what it sends). */
export const contactMessages = sqliteTable(
  "contact_messages",
  {
    id: id(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject", { enum: contactSubjects }),
    message: text("message").notNull(),
    language: text("language").notNull().default("ar"),
    is_read: flag("is_read", false),
    created_at: text("created_at").notNull(),
    ...searchColumns(),
  },
  (t) => [
    index("contact_messages_created_idx").on(t.created_at),
    index("contact_messages_read_idx").on(t.is_read, t.created_at),
    index("contact_messages_search_idx").on(t.search_key),
  ],
);
