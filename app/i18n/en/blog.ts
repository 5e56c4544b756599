// /blog and /blog/{slug}: the list, a post, its cards and sharing, the not-found view (the spec's texts), and the feed.
export const blog = {
  list: {
    title: "{shortName} Insights: the {name} Blog",
    description:
      "Nearshore software development and IT staffing trends, delivery practices and AI engineering notes from our teams in Latin America.",
    eyebrow: "Blog",
    heading: "{shortName} Insights",
    intro: "Trends and field notes on nearshore software development and IT staffing, from the teams who do the work.",
    articles: "Articles",
    empty: "No blog posts yet",
    emptyText: "Check back soon for new content!",
    loadMore: "Load more articles",
    loadingMore: "Loading...",
    loading: "Loading blog posts...",
    showing: "Showing {count} of {total} articles",
    error: "Error loading blog posts",
    errorText: "Please try again later or contact our support team if the issue persists.",
  },
  card: {
    readTime: "{minutes} min read",
    readMore: "Read more",
    /** The spec's category badge, by the key `postCategory` gives. */
    categories: { Nearshoring: "Nearshoring", Technology: "Technology" },
  },
  post: {
    back: "Back to Blog",
    related: "Related Articles",
    noRelated: "No other articles available",
    /** The description of a post that has neither a meta description nor an excerpt. */
    description: "{title}, on the {name} blog.",
    /**
     * The link to a post's translation, written in the language it leads to: this English text is shown on the
     * Spanish post, and the Spanish one on the English post (like `common.language.switchTo`).
     */
    readIn: "Read in English",
  },
  notFound: {
    title: "Blog Post Not Found",
    text: "The blog post you're looking for doesn't exist or has been removed.",
  },
  feed: {
    title: "{name} Blog",
    description: "Nearshore software development and IT staffing trends from our teams in Latin America.",
    /** A category's own feed (/blog/rss.xml?category=…). */
    categoryTitle: "{name} Blog: {category}",
  },
  /** The blog's categories (docs/decisions/0026): the chips above the list and a slug no category has. */
  categories: {
    label: "Categories",
    all: "All",
    notFoundTitle: "Category Not Found",
    notFoundText: "There is no blog category with this name. Browse every article instead.",
  },
} as const;
