import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandLinkedin,
  IconBrandTiktok,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
} from "@tabler/icons-react";
import { BarChart3, Camera, Link, Mail, MapPin, Monitor, Palette, Phone, Share2, TrendingUp } from "lucide-react";
import type { ComponentType } from "react";

type Icon = ComponentType<{ size?: number; "aria-hidden"?: boolean; className?: string; strokeWidth?: number }>;

// Service icons by their Lucide names; unknown names fall back to the camera (the default).
const serviceIcons: Record<string, Icon> = {
  camera: Camera,
  "trending-up": TrendingUp,
  monitor: Monitor,
  palette: Palette,
  "share-2": Share2,
  "bar-chart-3": BarChart3,
};
export const ServiceIcon = ({ name, size = 28 }: { name: string; size?: number }) => {
  const C = serviceIcons[name] ?? Camera;
  return <C size={size} aria-hidden />;
};

// Contact icons: Phone, Mail, MapPin; anything else falls back to Phone.
const contactIcons: Record<string, Icon> = { Phone, Mail, MapPin };
export const ContactIcon = ({ name, size = 20 }: { name: string; size?: number }) => {
  const C = contactIcons[name] ?? Phone;
  return <C size={size} aria-hidden />;
};

// Brand icons (Tabler: Lucide has none); an unknown platform gets a generic link icon.
const socialIcons: Record<string, Icon> = {
  facebook: IconBrandFacebook,
  instagram: IconBrandInstagram,
  twitter: IconBrandX,
  linkedin: IconBrandLinkedin,
  youtube: IconBrandYoutube,
  tiktok: IconBrandTiktok,
  whatsapp: IconBrandWhatsapp,
};
export const SocialIcon = ({ platform, size = 20 }: { platform: string; size?: number }) => {
  const C = socialIcons[platform] ?? Link;
  return <C size={size} aria-hidden />;
};
