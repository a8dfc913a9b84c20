// Written by shared/form-rules.test.ts from the schemas the server validates each form's request
// with (shared/contract/): do not edit. After a schema changes, write it again with
// `npx vitest run --project unit shared/form-rules.test.ts -u`. What the fields mean: shared/field-rules.ts.
import type { FieldRule } from "./field-rules";

export const contactMessageRules = {
  "name": {"required":true,"maxLength":120,"minLength":1},
  "email": {"required":true,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},
  "phone": {"required":false,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"},
  "subject": {"required":false,"format":"validation.choice"},
  "message": {"required":true,"maxLength":5000,"minLength":1}
} as const satisfies Record<string, FieldRule>;

export const listingRules = {
  "business_name": {"required":true,"maxLength":200,"minLength":1},
  "business_name_en": {"required":false,"maxLength":200},
  "business_type": {"required":true,"maxLength":100,"minLength":1},
  "description": {"required":false,"maxLength":5000},
  "description_en": {"required":false,"maxLength":5000},
  "address": {"required":false,"maxLength":500},
  "city": {"required":false,"maxLength":100},
  "latitude": {"required":false,"format":"validation.latitude"},
  "longitude": {"required":false,"format":"validation.longitude"},
  "email": {"required":false,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},
  "phone": {"required":false,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"},
  "website": {"required":false,"maxLength":2048,"format":"validation.url"},
  "facebook": {"required":false,"maxLength":2048,"format":"validation.url"},
  "instagram": {"required":false,"maxLength":2048,"format":"validation.url"},
  "twitter": {"required":false,"maxLength":2048,"format":"validation.url"},
  "whatsapp": {"required":false,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"},
  "menu_url": {"required":false,"maxLength":2048,"format":"validation.url","sitePaths":true}
} as const satisfies Record<string, FieldRule>;

export const ownerSignUpRules = {
  "username": {"required":true,"minLength":1,"format":"validation.username","pattern":"^[A-Za-z0-9_.-]{3,32}$"},
  "email": {"required":true,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},
  "phone": {"required":true,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"},
  "password": {"required":true,"maxLength":128,"minLength":8,"lengthMessage":"validation.passwordLength","untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const ownerContactRules = {
  "email": {"required":true,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},
  "phone": {"required":true,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"}
} as const satisfies Record<string, FieldRule>;

export const newPasswordRules = {
  "password": {"required":true,"maxLength":128,"minLength":8,"lengthMessage":"validation.passwordLength","untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const postRules = {
  "title_ar": {"required":true,"maxLength":200,"minLength":1},
  "title_en": {"required":false,"maxLength":200},
  "excerpt_ar": {"required":true,"maxLength":600,"minLength":1},
  "excerpt_en": {"required":false,"maxLength":600},
  "content_ar": {"required":true},
  "content_en": {"required":false},
  "image": {"required":true,"maxLength":2048,"format":"validation.imageUrl"},
  "alt_text_ar": {"required":true,"maxLength":200,"minLength":1},
  "alt_text_en": {"required":false,"maxLength":200},
  "category": {"required":true,"format":"validation.choice"},
  "slug_ar": {"required":false,"maxLength":200,"untrimmed":true},
  "slug_en": {"required":false,"maxLength":200,"untrimmed":true},
  "meta_title_ar": {"required":false,"maxLength":200},
  "meta_title_en": {"required":false,"maxLength":200},
  "meta_description_ar": {"required":false,"maxLength":320},
  "meta_description_en": {"required":false,"maxLength":320}
} as const satisfies Record<string, FieldRule>;

export const serviceRules = {
  "title_ar": {"required":true,"maxLength":120,"minLength":1},
  "title_en": {"required":true,"maxLength":120,"minLength":1},
  "description_ar": {"required":true,"maxLength":2000,"minLength":1},
  "description_en": {"required":true,"maxLength":2000,"minLength":1},
  "icon": {"required":false,"format":"validation.choice"},
  "image": {"required":false,"maxLength":2048,"format":"validation.imageUrl"},
  "category": {"required":false,"maxLength":60},
  "price_ar": {"required":false,"maxLength":60},
  "price_en": {"required":false,"maxLength":60},
  "order_index": {"required":false,"format":"validation.number"}
} as const satisfies Record<string, FieldRule>;

export const projectRules = {
  "title_ar": {"required":true,"maxLength":160,"minLength":1},
  "title_en": {"required":false,"maxLength":160},
  "description_ar": {"required":true,"maxLength":4000,"minLength":1},
  "description_en": {"required":false,"maxLength":4000},
  "category": {"required":true,"format":"validation.choice"},
  "client": {"required":true,"maxLength":120,"minLength":1},
  "completion_date": {"required":true,"format":"validation.date"},
  "link": {"required":false,"maxLength":2048,"format":"validation.url"},
  "order_index": {"required":false,"format":"validation.number"},
  "slug": {"required":false,"maxLength":200,"untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const galleryRules = {
  "title": {"required":true,"maxLength":160,"minLength":1},
  "description": {"required":true,"maxLength":2000,"minLength":1},
  "url": {"required":true,"maxLength":2048,"format":"validation.imageUrl"},
  "alt_text": {"required":true,"maxLength":200,"minLength":1},
  "category": {"required":true,"format":"validation.choice"}
} as const satisfies Record<string, FieldRule>;

export const settingsRules = {
  "site_name_ar": {"required":false,"maxLength":120},
  "site_name_en": {"required":false,"maxLength":120},
  "site_description_ar": {"required":false,"maxLength":500},
  "site_description_en": {"required":false,"maxLength":500},
  "address_ar": {"required":false,"maxLength":300},
  "address_en": {"required":false,"maxLength":300},
  "working_hours_ar": {"required":false,"maxLength":500},
  "working_hours_en": {"required":false,"maxLength":500},
  "meta_title_ar": {"required":false,"maxLength":120},
  "meta_title_en": {"required":false,"maxLength":120},
  "meta_description_ar": {"required":false,"maxLength":300},
  "meta_description_en": {"required":false,"maxLength":300},
  "meta_keywords_ar": {"required":false,"maxLength":300},
  "meta_keywords_en": {"required":false,"maxLength":300},
  "logo_url": {"required":false,"maxLength":2048,"format":"validation.webImageUrl"},
  "favicon_url": {"required":false,"maxLength":2048,"format":"validation.webImageUrl"},
  "primary_color": {"required":false,"format":"validation.color","pattern":"^#[0-9a-fA-F]{6}$"},
  "secondary_color": {"required":false,"format":"validation.color","pattern":"^#[0-9a-fA-F]{6}$"},
  "contact_email": {"required":false,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},
  "contact_phone": {"required":false,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"},
  "whatsapp": {"required":false,"maxLength":32,"format":"validation.phone","pattern":"^\\+?[\\d\\s\\-()]{8,}$"},
  "google_analytics": {"required":false,"format":"validation.invalidType","pattern":"^(G|UA|GT|AW)-[A-Z0-9-]{4,20}$"},
  "facebook_pixel": {"required":false,"format":"validation.invalidType","pattern":"^\\d{6,20}$"},
  "show_old_pounds": {"required":false,"format":"validation.boolean"}
} as const satisfies Record<string, FieldRule>;

export const socialLinkRules = {
  "platform": {"required":true,"format":"validation.choice"},
  "url": {"required":true,"maxLength":2048,"format":"validation.url"}
} as const satisfies Record<string, FieldRule>;

export const adminUserRules = {
  "username": {"required":true,"format":"validation.username","pattern":"^[A-Za-z0-9_.-]{3,32}$"},
  "email": {"required":true,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"},
  "password": {"required":true,"maxLength":128,"minLength":8,"lengthMessage":"validation.passwordLength","untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const adminPasswordRules = {
  "current_password": {"required":true,"maxLength":1024,"minLength":1,"untrimmed":true},
  "new_password": {"required":true,"maxLength":128,"minLength":8,"lengthMessage":"validation.passwordLength","untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const ownerLoginRules = {
  "username": {"required":true,"maxLength":64,"minLength":1},
  "password": {"required":true,"maxLength":1024,"minLength":1,"untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const ownerResetRules = {
  "password": {"required":true,"maxLength":128,"minLength":8,"lengthMessage":"validation.passwordLength","untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const ownerForgotRules = {
  "email": {"required":true,"maxLength":254,"format":"validation.email","pattern":"^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$"}
} as const satisfies Record<string, FieldRule>;

export const ownerPasswordRules = {
  "current_password": {"required":true,"maxLength":1024,"minLength":1,"untrimmed":true},
  "new_password": {"required":true,"maxLength":128,"minLength":8,"lengthMessage":"validation.passwordLength","untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const ownerContactChangeRules = {
  "current_password": {"required":true,"maxLength":1024,"minLength":1,"untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const ownerDeleteRules = {
  "password": {"required":true,"maxLength":1024,"minLength":1,"untrimmed":true}
} as const satisfies Record<string, FieldRule>;

export const decisionRules = {
  "admin_notes": {"required":false,"maxLength":2000}
} as const satisfies Record<string, FieldRule>;

export const moderationReasonRules = {
  "reason": {"required":true,"maxLength":1000,"minLength":1}
} as const satisfies Record<string, FieldRule>;

export const moderationNoteRules = {
  "note": {"required":false,"maxLength":1000}
} as const satisfies Record<string, FieldRule>;

export const bulkNoteRules = {
  "note": {"required":false,"maxLength":2000}
} as const satisfies Record<string, FieldRule>;
