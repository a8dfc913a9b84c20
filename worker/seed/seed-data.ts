/**
 * Bilingual demo content: the agency's facts and realistic services,
 * projects, articles and contact details, so a fresh install is a complete site at once.
 */
import type { serviceIcons } from "../../db/schema";

type Icon = (typeof serviceIcons)[number];

export const demoAbout = {
  id: 1,
  title_ar: "من نحن",
  title_en: "About us",
  description_ar:
    "تأسست وكالتنا في دمشق عام ٢٠١٥، ومنذ ذلك الحين رافقنا أكثر من ٥٠٠ عميل من المطاعم والمتاجر والمصارف والعلامات التجارية الناشئة. نجمع بين التصوير الاحترافي والتسويق الرقمي والتصميم الإبداعي تحت سقف واحد، لنقدم لعملائنا حملات متكاملة تُقاس نتائجها بالأرقام.",
  description_en:
    "Our agency was founded in Damascus in 2015, and since then we have worked with more than 500 clients, from restaurants and shops to banks and young brands. We bring professional photography, digital marketing and creative design under one roof to deliver complete campaigns whose results are measured in numbers.",
  mission_ar: "رسالتنا أن نمنح كل علامة تجارية سورية صوتاً واضحاً وصورة تليق بها، محلياً وعلى الإنترنت.",
  mission_en: "Our mission is to give every Syrian brand a clear voice and an image worthy of it, locally and online.",
  founded_year: 2015,
  experience_years: 10,
  clients: 500,
  projects: 500,
  permanent_clients: 50,
  satisfaction: 100,
  office_ar: "دمشق، المزة، فيلات غربية، بناء ١٢، الطابق الثاني",
  office_en: "Damascus, Mazzeh - West Villas, Building 12, 2nd floor",
};

export const demoServices: {
  title_ar: string;
  title_en: string;
  description_ar: string;
  description_en: string;
  icon: Icon;
  category: string;
  price_ar?: string;
  price_en?: string;
  is_active?: boolean;
  features: [string, string][];
}[] = [
  {
    title_ar: "تصوير المنتجات والفعاليات",
    title_en: "Product and event photography",
    description_ar: "جلسات تصوير احترافية للمنتجات والمطاعم، وتغطية كاملة للمؤتمرات والحفلات والافتتاحات بالصور والفيديو.",
    description_en: "Professional shoots for products and restaurants, and full photo and video coverage of conferences, parties and openings.",
    icon: "camera",
    category: "photography",
    price_ar: "تبدأ من ١٥٠ دولاراً",
    price_en: "From $150",
    features: [
      ["تصوير منتجات للمتاجر الإلكترونية", "Product shots for online stores"],
      ["تغطية الفعاليات بالصور والفيديو", "Photo and video event coverage"],
      ["تصوير جوي بالطائرات المسيّرة", "Aerial drone photography"],
      ["معالجة وتعديل احترافي للصور", "Professional retouching"],
    ],
  },
  {
    title_ar: "التسويق الرقمي",
    title_en: "Digital marketing",
    description_ar: "حملات إعلانية ممولة على فيسبوك وإنستغرام وغوغل، مبنية على أهداف واضحة وميزانية تُدار يومياً.",
    description_en: "Paid campaigns on Facebook, Instagram and Google, built on clear goals and a budget managed daily.",
    icon: "trending-up",
    category: "marketing",
    price_ar: "تبدأ من ٢٠٠ دولار شهرياً",
    price_en: "From $200 a month",
    features: [
      ["حملات إعلانية ممولة", "Paid ad campaigns"],
      ["تحسين الظهور في محركات البحث", "Search engine optimisation"],
      ["تقارير أداء شهرية مفصّلة", "Detailed monthly reports"],
    ],
  },
  {
    title_ar: "تصميم وتطوير المواقع",
    title_en: "Web design and development",
    description_ar: "مواقع سريعة ومتجاوبة باللغتين العربية والإنجليزية، من صفحة تعريفية بسيطة إلى متجر إلكتروني متكامل.",
    description_en: "Fast, responsive sites in Arabic and English, from a simple landing page to a complete online store.",
    icon: "monitor",
    category: "web-design",
    features: [
      ["تصميم متجاوب مع الجوال", "Mobile-first design"],
      ["دعم كامل للعربية والاتجاه من اليمين لليسار", "Full Arabic and right-to-left support"],
      ["لوحة تحكم لإدارة المحتوى", "A dashboard to manage content"],
      ["استضافة وصيانة", "Hosting and maintenance"],
    ],
  },
  {
    title_ar: "التصميم الإبداعي والهوية البصرية",
    title_en: "Creative design and brand identity",
    description_ar: "شعارات وهويات بصرية متكاملة ومطبوعات وتغليف، تعكس شخصية علامتك وتبقى في ذاكرة عملائك.",
    description_en: "Logos, complete visual identities, print and packaging that reflect your brand's character and stay in your clients' minds.",
    icon: "palette",
    category: "creative-design",
    features: [
      ["تصميم الشعار والهوية البصرية", "Logo and visual identity"],
      ["تصميم المطبوعات والتغليف", "Print and packaging design"],
      ["دليل استخدام الهوية", "Brand guidelines"],
    ],
  },
  {
    title_ar: "إدارة وسائل التواصل الاجتماعي",
    title_en: "Social media management",
    description_ar: "خطة محتوى شهرية، تصاميم ومنشورات يومية، ورد على رسائل المتابعين باسم علامتك.",
    description_en: "A monthly content plan, daily designs and posts, and replies to your followers in your brand's name.",
    icon: "share-2",
    category: "social-media",
    price_ar: "تبدأ من ٢٥٠ دولاراً شهرياً",
    price_en: "From $250 a month",
    features: [
      ["خطة محتوى شهرية", "Monthly content plan"],
      ["تصميم المنشورات والقصص", "Post and story design"],
      ["إدارة التعليقات والرسائل", "Comment and message handling"],
    ],
  },
  {
    title_ar: "التحليلات وأبحاث السوق",
    title_en: "Analytics and market research",
    description_ar: "نقيس ما يحدث فعلاً: تحليل الجمهور والمنافسين، وتقارير تساعدك على اتخاذ القرار التالي بثقة.",
    description_en: "We measure what really happens: audience and competitor analysis, and reports that help you make the next decision with confidence.",
    icon: "bar-chart-3",
    category: "analytics",
    features: [
      ["تحليل الجمهور المستهدف", "Target audience analysis"],
      ["دراسة المنافسين", "Competitor research"],
      ["لوحات قياس أداء الحملات", "Campaign performance dashboards"],
    ],
  },
  {
    title_ar: "الترجمة والتعريب",
    title_en: "Translation and localisation",
    description_ar: "ترجمة المحتوى التسويقي بين العربية والإنجليزية بأسلوب يناسب كل جمهور.",
    description_en: "Marketing content translated between Arabic and English in the voice each audience expects.",
    icon: "share-2",
    category: "translation",
    is_active: false,
    features: [["ترجمة تسويقية", "Marketing translation"]],
  },
];

export const demoProjects = [
  {
    title_ar: "حملة إطلاق عطر «ياسمين الشام»",
    title_en: "Launch campaign for “Yasmine Al-Sham” perfume",
    description_ar: "جلسة تصوير منتجات كاملة وحملة إعلانية على إنستغرام رافقت إطلاق العطر في ثلاث مدن سورية، وصلت إلى أكثر من ١٫٢ مليون مستخدم خلال شهر.",
    description_en: "A full product shoot and an Instagram campaign for the perfume's launch in three Syrian cities, reaching more than 1.2 million users in a month.",
    category: "photography" as const,
    client: "Yasmine Al-Sham Perfumes",
    completion_date: "2025-03-15",
    technologies: ["Product photography", "Instagram Ads", "Retouching", "Reels"],
    is_featured: true,
    link: "https://example.com/yasmine-al-sham",
    images: [
      ["/images/demo/portfolio-perfume.svg", "زجاجة العطر في جلسة التصوير", "The perfume bottle in the studio shoot"],
      ["/images/demo/portfolio-perfume-2.svg", "صورة ترويجية للحملة", "A promotional image of the campaign"],
    ],
  },
  {
    title_ar: "التحول الرقمي لمصرف الشام",
    title_en: "Digital shift for Al-Sham Bank",
    description_ar: "استراتيجية محتوى وحملات توعية بخدمات الدفع الإلكتروني، مع لوحات قياس شهرية للأداء.",
    description_en: "A content strategy and awareness campaigns for e-payment services, with monthly performance dashboards.",
    category: "marketing" as const,
    client: "Al-Sham Bank",
    completion_date: "2024-11-01",
    technologies: ["Google Ads", "Facebook Ads", "Analytics", "Content strategy", "Motion graphics"],
    is_featured: true,
    link: null,
    images: [
      ["/images/demo/portfolio-bank.svg", "رسم بياني لنمو المستخدمين", "A chart of user growth"],
      ["/images/demo/portfolio-bank-2.svg", "إعلان الحملة", "The campaign advert"],
    ],
  },
  {
    title_ar: "هوية بصرية لمطعم «بيت جدي»",
    title_en: "Visual identity for “Beit Jeddi” restaurant",
    description_ar: "شعار وقائمة طعام وتصوير أطباق لمطعم دمشقي تقليدي في باب توما، مع تصميم الواجهة واللافتات.",
    description_en: "Logo, menu and food photography for a traditional Damascene restaurant in Bab Touma, with shopfront and signage design.",
    category: "design" as const,
    client: "Beit Jeddi Restaurant",
    completion_date: "2024-06-20",
    technologies: ["Branding", "Menu design", "Food photography"],
    is_featured: false,
    link: null,
    images: [
      ["/images/demo/portfolio-restaurant.svg", "قائمة الطعام الجديدة", "The new menu"],
      ["/images/demo/portfolio-restaurant-2.svg", "تصوير طبق المطعم", "A dish photographed for the restaurant"],
    ],
  },
  {
    title_ar: "تغطية مهرجان دمشق للتسوق",
    title_en: "Damascus Shopping Festival coverage",
    description_ar: "تغطية مباشرة بالصور والفيديو لمدة عشرة أيام، مع إدارة حسابات المهرجان على وسائل التواصل.",
    description_en: "Ten days of live photo and video coverage, with the festival's social media accounts run by our team.",
    category: "photography" as const,
    client: "Damascus Chamber of Commerce",
    completion_date: "2023-09-10",
    technologies: ["Event coverage", "Live video", "Drone"],
    is_featured: true,
    link: null,
    images: [["/images/demo/portfolio-festival.svg", "جمهور المهرجان", "The festival crowd"]],
  },
  {
    title_ar: "متجر إلكتروني لدار أزياء «ليلك»",
    title_en: "Online store for “Lilac” fashion house",
    description_ar: "تصميم وتطوير متجر إلكتروني ثنائي اللغة مع تصوير المجموعة الموسمية وإدارة الإطلاق.",
    description_en: "Design and development of a bilingual online store, with the seasonal collection shoot and launch management.",
    category: "technology" as const,
    client: "Lilac Fashion",
    completion_date: "2025-01-28",
    technologies: ["Web design", "E-commerce", "Fashion photography", "SEO"],
    is_featured: false,
    link: "https://example.com/lilac",
    images: [
      ["/images/demo/portfolio-fashion.svg", "الصفحة الرئيسية للمتجر", "The store's home page"],
      ["/images/demo/portfolio-fashion-2.svg", "المجموعة الموسمية", "The seasonal collection"],
    ],
  },
  {
    title_ar: "موقع عيادة «ابتسامة» للأسنان",
    title_en: "Website for “Ibtisama” dental clinic",
    description_ar: "موقع تعريفي مع نظام حجز مواعيد وحملة إعلانية محلية رفعت عدد الحجوزات الشهرية بنسبة ٤٠٪.",
    description_en: "A website with appointment booking and a local ad campaign that raised monthly bookings by 40%.",
    category: "technology" as const,
    client: "Ibtisama Dental Clinic",
    completion_date: "2024-02-12",
    technologies: ["Web design", "Booking system", "Local ads"],
    is_featured: false,
    link: null,
    images: [["/images/demo/portfolio-clinic.svg", "واجهة موقع العيادة", "The clinic's website"]],
  },
];

const paragraphs = (...ps: string[]) => ps.join("\n\n");

/**
 * A demo article's body as the editor stores it: paragraphs, second-level headings, quotes, and
 * numbered lists whose items start with a bold lead word.
 */
type DemoBlock = ["p" | "h2" | "quote", string] | ["ol", [lead: string, rest: string][]];
const richDoc = (blocks: DemoBlock[]) => {
  const text = (value: string, format = 0) => ({ type: "text", text: value, format, detail: 0, mode: "normal", style: "", version: 1 });
  const element = { direction: null, format: "", indent: 0, version: 1 };
  const children = blocks.map((b) =>
    b[0] === "ol"
      ? { type: "list", listType: "number", start: 1, tag: "ol", ...element, children: b[1].map(([lead, rest], i) => ({ type: "listitem", value: i + 1, ...element, children: [text(lead, 1), text(rest)] })) }
      : b[0] === "h2"
        ? { type: "heading", tag: "h2", ...element, children: [text(b[1])] }
        : { type: b[0] === "quote" ? "quote" : "paragraph", ...element, children: [text(b[1])] },
  );
  return JSON.stringify({ root: { type: "root", ...element, children } });
};

export const demoPosts = [
  {
    title_ar: "كيف تختار الوقت المناسب للنشر على إنستغرام في سوريا؟",
    title_en: "When should you post on Instagram in Syria?",
    excerpt_ar: "حلّلنا أداء أكثر من ٣٠٠٠ منشور لعملائنا خلال عام كامل، وهذه أفضل الأوقات للنشر.",
    excerpt_en: "We analysed more than 3,000 of our clients' posts over a full year. Here are the best times to post.",
    content_ar: paragraphs(
      "يسألنا عملاؤنا كثيراً عن أفضل وقت للنشر. الإجابة تختلف حسب القطاع، لكن البيانات تكشف أنماطاً واضحة.",
      "في قطاع المطاعم، تحقق المنشورات بين السابعة والتاسعة مساءً أعلى تفاعل، بينما تبلغ متاجر الأزياء ذروتها قبل منتصف الليل بقليل. أما الخدمات المهنية فتنجح صباح أيام الأحد والإثنين.",
      "نصيحتنا: ابدأ بهذه الأوقات، ثم راقب إحصاءات حسابك لأسبوعين وعدّل الخطة بناءً على جمهورك الفعلي. الاتساق أهم من التوقيت المثالي.",
    ),
    content_en: paragraphs(
      "Our clients often ask when the best time to post is. The answer depends on the sector, but the data shows clear patterns.",
      "For restaurants, posts between 7 and 9 pm get the most engagement, while fashion stores peak just before midnight. Professional services do best on Sunday and Monday mornings.",
      "Our advice: start with these times, then watch your account's insights for two weeks and adjust to your real audience. Consistency matters more than the perfect time.",
    ),
    image: "/images/demo/blog-social.svg",
    alt_text_ar: "رسم توضيحي لشبكة تواصل اجتماعي",
    alt_text_en: "An illustration of a social network",
    category: "marketing" as const,
    tags: ["instagram", "social-media", "data"],
    published_at: "2025-10-02T08:00:00.000Z",
    views: 1240,
    likes: 87,
  },
  {
    title_ar: "خمس نصائح لتصوير منتجاتك بالهاتف",
    title_en: "Five tips for photographing your products with a phone",
    excerpt_ar: "لا تحتاج دائماً إلى استوديو: إضاءة النافذة وخلفية بسيطة تصنعان الفرق.",
    excerpt_en: "You don't always need a studio: window light and a plain background make the difference.",
    // Written in the editor's tree (shared/rich-text.ts), to show what an article can hold.
    content_ar: richDoc([
      ["p", "لا تحتاج دائماً إلى استوديو لتصوّر منتجاتك تصويراً يبيع. هاتفك يكفي إذا انتبهت لخمسة أمور:"],
      ["h2", "النصائح الخمس"],
      [
        "ol",
        [
          ["الضوء: ", "استخدم ضوء النهار القادم من النافذة وتجنّب الضوء المباشر القاسي."],
          ["الخلفية: ", "اختر خلفية بسيطة بلون محايد."],
          ["العدسة: ", "نظّف عدسة الهاتف قبل كل جلسة."],
          ["الزاوية: ", "صوّر من عدة زوايا، واحتفظ بالزاوية نفسها لكل منتجات الفئة الواحدة."],
          ["التعديل: ", "عدّل الإضاءة والتباين بخفة دون مبالغة."],
        ],
      ],
      ["quote", "الصورة الجيدة تجيب عن سؤال الزبون قبل أن يسأله."],
      ["p", "وعندما تكبر تجارتك، تبقى جلسة تصوير احترافية استثماراً يعود عليك بمبيعات أعلى."],
    ]),
    content_en: richDoc([
      ["p", "You don't always need a studio to photograph products that sell. Your phone is enough if you mind five things:"],
      ["h2", "The five tips"],
      [
        "ol",
        [
          ["Light: ", "use daylight from a window and avoid harsh direct light."],
          ["Background: ", "pick a plain background in a neutral colour."],
          ["Lens: ", "clean your phone's lens before every shoot."],
          ["Angle: ", "shoot from several angles, and keep the same angle for every product in a range."],
          ["Editing: ", "adjust light and contrast gently, without overdoing it."],
        ],
      ],
      ["quote", "A good photo answers the customer's question before they ask it."],
      ["p", "And when your business grows, a professional shoot remains an investment that pays back in sales."],
    ]),
    image: "/images/demo/blog-photo.svg",
    alt_text_ar: "رسم توضيحي لكاميرا",
    alt_text_en: "An illustration of a camera",
    category: "photography" as const,
    tags: ["photography", "tips"],
    published_at: "2025-08-18T08:00:00.000Z",
    views: 980,
    likes: 64,
  },
  {
    title_ar: "متى تحتاج علامتك التجارية إلى هوية بصرية جديدة؟",
    title_en: "When does your brand need a new visual identity?",
    excerpt_ar: "علامات تخبرك أن شعارك لم يعد يعبّر عنك، وكيف تجدده دون أن تخسر عملاءك.",
    excerpt_en: "Signs that your logo no longer speaks for you, and how to renew it without losing your customers.",
    content_ar: paragraphs(
      "تتغير الأسواق ويتغير الجمهور، وقد يصبح الشعار الذي صمّمته قبل عشر سنوات عبئاً على علامتك.",
      "من العلامات الواضحة: صعوبة قراءة الشعار على شاشة الجوال، وعدم انسجام المطبوعات مع الحسابات الرقمية، وتوسع نشاطك إلى خدمات لا يعكسها اسمك أو شكلك.",
      "التجديد الناجح يحافظ على عناصر يعرفها العملاء، ويقدّم التغيير تدريجياً مع قصة واضحة.",
    ),
    content_en: paragraphs(
      "Markets change and audiences change, and the logo you designed ten years ago can become a burden on your brand.",
      "Clear signs: the logo is hard to read on a phone screen, your print doesn't match your online accounts, and your business has grown into services your name or look don't reflect.",
      "A successful refresh keeps elements customers know, and introduces the change gradually with a clear story.",
    ),
    image: "/images/demo/blog-brand.svg",
    alt_text_ar: "رسم توضيحي للوحة ألوان",
    alt_text_en: "An illustration of a colour palette",
    category: "design" as const,
    tags: ["branding", "design"],
    published_at: "2025-06-05T08:00:00.000Z",
    views: 752,
    likes: 41,
  },
  {
    title_ar: "لماذا يجب أن يكون موقعك سريعاً على الجوال؟",
    title_en: "Why your website must be fast on mobile",
    excerpt_ar: "معظم زوار المواقع السورية يتصفحون من الجوال وعبر اتصال محدود: كل ثانية تأخير تكلّفك عملاء.",
    excerpt_en: "Most visitors to Syrian sites browse on a phone over a limited connection: every second of delay costs you customers.",
    content_ar: paragraphs(
      "تشير بيانات عملائنا إلى أن أكثر من ٨٠٪ من الزيارات تأتي من الهواتف المحمولة.",
      "الصور الثقيلة والخطوط الخارجية والسكربتات غير الضرورية هي أكثر ما يبطئ المواقع. ضغط الصور وتحميلها عند الحاجة يختصر ثواني ثمينة.",
      "الموقع السريع يحسّن ترتيبك في محركات البحث ويرفع نسبة التحويل، وهو استثمار صغير بعائد كبير.",
    ),
    content_en: paragraphs(
      "Our clients' data shows that more than 80% of visits come from mobile phones.",
      "Heavy images, external fonts and unnecessary scripts slow sites down the most. Compressing images and loading them only when needed saves precious seconds.",
      "A fast site improves your search ranking and raises conversion: a small investment with a big return.",
    ),
    image: "/images/demo/blog-web.svg",
    alt_text_ar: "رسم توضيحي لشاشة حاسوب",
    alt_text_en: "An illustration of a computer screen",
    category: "technology" as const,
    tags: ["web", "performance", "mobile"],
    published_at: "2025-04-22T08:00:00.000Z",
    views: 615,
    likes: 38,
  },
];

/** A draft: visible to admins only, so the public lists can be seen to hide it. */
export const demoDraft = {
  title_ar: "مسودة: خطة المحتوى لشهر رمضان",
  title_en: "Draft: the Ramadan content plan",
  excerpt_ar: "أفكار أولية لحملات الشهر الكريم.",
  excerpt_en: "First ideas for the holy month's campaigns.",
  content_ar: "قيد الكتابة.",
  content_en: "Being written.",
  image: "/images/demo/blog-data.svg",
  alt_text_ar: "رسم بياني",
  alt_text_en: "A chart",
  category: "marketing" as const,
  tags: ["ramadan"],
};

export const demoContacts = [
  { type: "email" as const, label_ar: "البريد الإلكتروني", label_en: "Email", value_ar: "info@damascus-agency.sy", value_en: "info@damascus-agency.sy", icon: "Mail" as const },
  { type: "phone" as const, label_ar: "الهاتف", label_en: "Phone", value_ar: "+963 11 612 3456", value_en: "+963 11 612 3456", icon: "Phone" as const },
  { type: "address" as const, label_ar: "العنوان", label_en: "Address", value_ar: "دمشق، المزة، فيلات غربية، بناء ١٢", value_en: "Damascus, Mazzeh, West Villas, Building 12", icon: "MapPin" as const },
];

export const demoSocials = [
  { platform: "facebook" as const, url: "https://www.facebook.com/damascus.agency" },
  { platform: "instagram" as const, url: "https://www.instagram.com/damascus.agency" },
  { platform: "twitter" as const, url: "https://twitter.com/damascus_agency" },
  { platform: "linkedin" as const, url: "https://www.linkedin.com/company/damascus-agency" },
  { platform: "youtube" as const, url: "https://www.youtube.com/@damascus-agency" },
  { platform: "tiktok" as const, url: "https://www.tiktok.com/@damascus.agency" },
];

/** The demo's settings; its e-mail, phone and address are the contact items above. */
export const demoSettings = {
  whatsapp: "+963 944 123 456",
  working_hours_ar: "من الأحد إلى الخميس: من ٩ صباحاً حتى ٦ مساءً\nالجمعة: من ٩ صباحاً حتى ٢ ظهراً\nالسبت: مغلق",
  working_hours_en: "Sunday to Thursday: 9:00 to 18:00\nFriday: 9:00 to 14:00\nSaturday: closed",
  meta_description_ar:
    "وكالة إعلان وإنتاج إعلامي في دمشق منذ ٢٠١٥: تصوير المنتجات والفعاليات، التسويق الرقمي، التصميم الإبداعي وإدارة وسائل التواصل الاجتماعي.",
  meta_description_en:
    "An advertising and media production agency in Damascus since 2015: product and event photography, digital marketing, creative design and social media management.",
  meta_keywords_ar: "وكالة إعلان، دمشق، تصوير، تسويق رقمي، تصميم، سوشيال ميديا",
  meta_keywords_en: "advertising agency, Damascus, photography, digital marketing, design, social media",
};

export const demoQrCategories: [string, string][] = [
  ["مطعم", "Restaurant"],
  ["مقهى", "Cafe"],
  ["متجر", "Shop"],
  ["خدمات", "Services"],
  ["صحة وجمال", "Health and beauty"],
  ["تعليم وتدريب", "Education and training"],
  ["سياحة وفنادق", "Tourism and hotels"],
  ["أخرى", "Other"],
];
