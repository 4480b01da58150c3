import { createRequire } from 'node:module';
import { Ajv, type ValidateFunction } from 'ajv';

// jsdom (the screen tests' DOM) parses the page as a browser would; it ships no types of its own.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window & typeof globalThis };
};

/**
 * The served head as a crawler reads it, and the schema.org types the structured data must
 * satisfy, for the page-head tests (src/server/http/page-head.test.ts).
 */
export interface ServedHead {
  title: string;
  description: string | undefined;
  robots: string | undefined;
  canonicals: string[];
  /** `og:*`, `product:*` and `twitter:*`, by name. */
  tags: Record<string, string>;
  structuredData: Record<string, unknown>[];
  /** The JSON-LD blocks as sent, before parsing. */
  rawStructuredData: string[];
}

export function servedHead(html: string): ServedHead {
  const { document } = new JSDOM(html).window;
  const content = (selector: string) =>
    document.head.querySelector(selector)?.getAttribute('content') ?? undefined;
  const tags: Record<string, string> = {};
  for (const tag of document.head.querySelectorAll('meta[property], meta[name^="twitter:"]')) {
    const name = tag.getAttribute('property') ?? tag.getAttribute('name') ?? '';
    tags[name] = tag.getAttribute('content') ?? '';
  }
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => script.textContent,
  );
  return {
    title: document.title,
    description: content('meta[name="description"]'),
    robots: content('meta[name="robots"]'),
    canonicals: [...document.head.querySelectorAll('link[rel="canonical"]')].map(
      (link) => link.getAttribute('href') ?? '',
    ),
    tags,
    structuredData: blocks.map((block) => JSON.parse(block) as Record<string, unknown>),
    rawStructuredData: blocks,
  };
}

const url = { type: 'string', pattern: '^https?://' } as const;
const text = { type: 'string', minLength: 1 } as const;
const typed = (type: string, required: string[], properties: Record<string, unknown>) => ({
  type: 'object',
  required: ['@type', ...required],
  properties: { '@type': { const: type }, ...properties },
});
const price = { type: 'string', pattern: '^\\d+\\.\\d{2}$' } as const;
const offer = typed('Offer', ['price', 'priceCurrency', 'availability', 'url'], {
  price,
  priceCurrency: { const: 'USD' },
  availability: { enum: ['https://schema.org/InStock', 'https://schema.org/OutOfStock'] },
  url,
  sku: text,
});
const rating = typed('Rating', ['ratingValue'], { ratingValue: { type: 'number', minimum: 1, maximum: 5 } });
const listItem = typed('ListItem', ['position', 'name'], { position: { type: 'integer', minimum: 1 } });
const context = { '@context': { const: 'https://schema.org' } };

/**
 * What schema.org and Google's rich results ask of each type the shop writes: the properties a
 * result needs, with the types they must have.
 */
const SCHEMAS: Record<string, object> = {
  Product: typed('Product', ['@context', 'name', 'image', 'offers'], {
    ...context,
    name: text,
    description: { type: 'string' },
    image: { type: 'array', minItems: 1, items: url },
    url,
    brand: typed('Brand', ['name'], { name: text }),
    offers: { anyOf: [offer, { type: 'array', minItems: 1, items: offer }] },
    aggregateRating: typed('AggregateRating', ['ratingValue', 'reviewCount'], {
      ratingValue: { type: 'number', minimum: 1, maximum: 5 },
      reviewCount: { type: 'integer', minimum: 1 },
    }),
    review: {
      type: 'array',
      items: typed('Review', ['author', 'reviewRating'], {
        author: typed('Person', ['name'], { name: text }),
        reviewRating: rating,
        reviewBody: { type: 'string' },
        datePublished: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
      }),
    },
  }),
  BreadcrumbList: typed('BreadcrumbList', ['@context', 'itemListElement'], {
    ...context,
    itemListElement: {
      type: 'array',
      minItems: 1,
      items: { ...listItem, required: [...listItem.required, 'item'] },
    },
  }),
  ItemList: typed('ItemList', ['@context', 'itemListElement'], {
    ...context,
    itemListElement: { type: 'array', items: { ...listItem, required: [...listItem.required, 'url'] } },
  }),
  Organization: typed('Organization', ['@context', 'name', 'url'], { ...context, name: text, url }),
  WebSite: typed('WebSite', ['@context', 'name', 'url', 'potentialAction'], {
    ...context,
    url,
    potentialAction: typed('SearchAction', ['target', 'query-input'], {
      target: typed('EntryPoint', ['urlTemplate'], {
        urlTemplate: { type: 'string', pattern: '^https?://.*\\{search_term_string\\}' },
      }),
      'query-input': { const: 'required name=search_term_string' },
    }),
  }),
};

const ajv = new Ajv({ allErrors: true });
const validators = new Map<string, ValidateFunction>(
  Object.entries(SCHEMAS).map(([type, schema]) => [type, ajv.compile(schema)]),
);

/** The problems with `data` as its schema.org type; empty when it is valid. */
export function structuredDataProblems(data: Record<string, unknown>): string[] {
  const type = typeof data['@type'] === 'string' ? data['@type'] : '';
  const validate = validators.get(type);
  if (!validate) return [`no schema for @type ${JSON.stringify(data['@type'])}`];
  if (validate(data)) return [];
  return (validate.errors ?? []).map((error) => `${type}${error.instancePath} ${error.message ?? ''}`);
}
