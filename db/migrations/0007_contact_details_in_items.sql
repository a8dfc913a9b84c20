-- The agency's e-mail, phone and address are stored only as contact items (contact_info): the
-- settings read them from the items and a settings save writes them there. The copies the
-- settings rows still held are dropped; the items keep what visitors see.
DELETE FROM `site_settings` WHERE `key` IN ('contact_email', 'contact_phone', 'address_ar', 'address_en');
