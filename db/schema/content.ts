import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
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
    content_ar: text("content_ar").notNull(),
    content_en: text("content_en").notNull().default(""),
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
    order_index: orderIndex(),
    ...timestamps,
    ...searchColumns(),
  },
  (t) => [
    index("portfolio_order_idx").on(t.order_index, t.id),
    index("portfolio_category_idx").on(t.category, t.order_index),
    index("portfolio_search_idx").on(t.search_key),
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
