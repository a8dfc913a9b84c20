import {
  Building2,
  History,
  FileText,
  GitCompare,
  Image as ImageIcon,
  KeyRound,
  LayoutDashboard,
  Mail,
  Phone,
  Settings,
  Share2,
  Briefcase,
  UserCog,
  Users,
  Wrench,
  type LucideIcon,
} from "lucide-react";

export interface NavItem {
  path: string;
  /** Key under `admin.nav`. */
  key: string;
  icon: LucideIcon;
  adminOnly?: boolean;
}

/** The sidebar, in a fixed order (content first, then QR, then settings); user accounts need the admin role. */
export const navItems: NavItem[] = [
  { path: "/", key: "dashboard", icon: LayoutDashboard },
  { path: "/blog", key: "blog", icon: FileText },
  { path: "/services", key: "services", icon: Wrench },
  { path: "/portfolio", key: "portfolio", icon: Briefcase },
  { path: "/gallery", key: "gallery", icon: ImageIcon },
  { path: "/contact", key: "contact", icon: Phone },
  { path: "/social-media", key: "social", icon: Share2 },
  { path: "/qr-businesses", key: "qrBusinesses", icon: Building2 },
  { path: "/qr-revisions", key: "qrRevisions", icon: GitCompare },
  { path: "/qr-users", key: "qrUsers", icon: Users },
  { path: "/messages", key: "messages", icon: Mail },
  { path: "/activity", key: "activity", icon: History },
  { path: "/settings", key: "settings", icon: Settings },
  { path: "/users", key: "users", icon: UserCog, adminOnly: true },
  { path: "/password", key: "password", icon: KeyRound },
];
