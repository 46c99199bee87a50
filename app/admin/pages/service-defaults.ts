/**
 * The services' names and summaries as the public site ships them (app/i18n/locales/core.*.ts: `services` and
 * `serviceSummaries`), for the services page editor's defaults. A copy on purpose: importing the core texts into the
 * back office, statically or dynamically, made the bundler cut them out of the language layouts into a file of their
 * own, one more request on every public page (tests/e2e/first-load.spec.ts). service-defaults.test.ts keeps the copy
 * equal to the core texts.
 */
export const shippedServices = {
  ar: {
    marketing: {
      title: "التسويق العقاري",
      summary: "نسوّق مشروعك أو عقارك بخطة مدروسة تصل به إلى المشتري المناسب بأفضل سعر.",
    },
    management: {
      title: "إدارة الأملاك",
      summary: "نُدير عقارك نيابة عنك: تأجير وتحصيل وصيانة وتقارير دورية تطمئنك على استثمارك.",
    },
    auction: {
      title: "إدارة المزادات",
      summary: "ننظّم مزاداتك العقارية حضوريًا وإلكترونيًا، من التجهيز والتسويق حتى الترسية.",
    },
    marketStudy: {
      title: "دراسات السوق والجدوى",
      summary: "دراسات سوق وجدوى مبنية على بيانات حقيقية، تعرف بها قيمة الفرصة قبل أن تستثمر.",
    },
    consulting: {
      title: "الاستشارات العقارية",
      summary: "استشارات عقارية مستقلة تعينك على الشراء والبيع والاستثمار بثقة.",
    },
  },
  en: {
    marketing: {
      title: "Real Estate Marketing",
      summary:
        "We market your project or property with a considered plan that reaches the right buyer at the best price.",
    },
    management: {
      title: "Property Management",
      summary:
        "We manage your property for you: leasing, rent collection, maintenance and regular reports on your investment.",
    },
    auction: {
      title: "Auction Management",
      summary: "We run your real estate auctions on site and online, from preparation and marketing to the award.",
    },
    marketStudy: {
      title: "Market and Feasibility Studies",
      summary:
        "Market and feasibility studies built on real data, so you know what an opportunity is worth before you invest.",
    },
    consulting: {
      title: "Real Estate Consulting",
      summary: "Independent real estate advice that helps you buy, sell and invest with confidence.",
    },
  },
} as const;
