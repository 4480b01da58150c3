/**
 * Demo catalogue used to seed a fresh Easy-Buy database.
 *
 * The names refer to real product lines so the shop feels familiar, but every description and review
 * below was written for this project. Prices are plausible list prices in integer cents.
 *
 * Rules relied on by tests elsewhere (see catalogue.test.ts):
 * - slugs are unique kebab-case, `ageDays` values are all distinct;
 * - exactly one product has "iPhone" in its name, only the Sony console mentions "PlayStation";
 * - no text contains the characters percent, underscore or backslash.
 */

export type DemoReviewer = 'admin' | 'john' | 'jane';

export interface DemoReview {
  reviewer: DemoReviewer;
  rating: 1 | 2 | 3 | 4 | 5;
  comment: string;
}

export interface DemoProduct {
  /** kebab-case, unique, e.g. 'apple-iphone-15-pro' */
  slug: string;
  name: string;
  brand: string;
  category: string;
  /** 2-4 sentences */
  description: string;
  /** integer cents */
  priceCents: number;
  /** whole number >= 0 */
  countInStock: number;
  /** how many days ago the product was listed; distinct per product */
  ageDays: number;
  /** 0-3 reviews, each reviewer at most once per product */
  reviews: DemoReview[];
}

export const demoProducts: readonly DemoProduct[] = [
  // ---------------------------------------------------------------- Phones
  {
    slug: 'apple-iphone-15-pro',
    name: 'Apple iPhone 15 Pro',
    brand: 'Apple',
    category: 'Phones',
    description:
      'A titanium-framed iPhone with a 6.1-inch ProMotion display that scrolls at up to 120 Hz. The triple camera system adds a 3x telephoto lens, and the new Action button can be set to open the camera, a shortcut or silent mode. It charges and syncs over USB-C.',
    priceCents: 99900,
    countInStock: 12,
    ageDays: 4,
    reviews: [
      {
        reviewer: 'john',
        rating: 5,
        comment: 'Noticeably lighter than my old Pro and the zoom lens is great for concerts.',
      },
      {
        reviewer: 'jane',
        rating: 4,
        comment: 'Superb screen and camera, but the battery only just lasts a day.',
      },
    ],
  },
  {
    slug: 'samsung-galaxy-s24',
    name: 'Samsung Galaxy S24',
    brand: 'Samsung',
    category: 'Phones',
    description:
      'A compact Android flagship with a bright 6.2-inch AMOLED screen and a flat, comfortable aluminium frame. The 50 MP main camera handles night shots well, and Samsung promises seven years of system updates.',
    priceCents: 79999,
    countInStock: 18,
    ageDays: 11,
    reviews: [
      { reviewer: 'admin', rating: 4, comment: 'Fits in a jeans pocket and still feels premium.' },
      { reviewer: 'jane', rating: 3, comment: 'Nice display, though it gets warm when gaming.' },
    ],
  },
  {
    slug: 'google-pixel-8',
    name: 'Google Pixel 8',
    brand: 'Google',
    category: 'Phones',
    description:
      'Clean Android with smart photo tools such as Magic Eraser and Best Take built right into the gallery. The 6.2-inch Actua display is easy to read outdoors, and call screening keeps spam at bay.',
    priceCents: 69900,
    countInStock: 0,
    ageDays: 37,
    reviews: [
      { reviewer: 'john', rating: 4, comment: 'Point and shoot, and the photos just come out right.' },
    ],
  },
  {
    slug: 'oneplus-12',
    name: 'OnePlus 12 256GB',
    brand: 'OnePlus',
    category: 'Phones',
    description:
      'A big 6.8-inch display, a Snapdragon 8 Gen 3 chip and an 80 W charger in the box. It goes from flat to full in around half an hour, which makes it a good pick for heavy users.',
    priceCents: 79900,
    countInStock: 9,
    ageDays: 2,
    reviews: [],
  },

  // --------------------------------------------------------------- Laptops
  {
    slug: 'apple-macbook-air-13-m3',
    name: 'Apple MacBook Air 13-inch (M3)',
    brand: 'Apple',
    category: 'Laptops',
    description:
      'A fanless, 1.24 kg laptop powered by the M3 chip, so it stays silent even while exporting photos. The 13.6-inch Liquid Retina display is sharp and colour accurate, and the battery comfortably lasts a full working day.',
    priceCents: 109900,
    countInStock: 7,
    ageDays: 19,
    reviews: [
      { reviewer: 'jane', rating: 5, comment: 'Silent, fast and the battery seems endless.' },
      { reviewer: 'admin', rating: 5, comment: 'The best travel laptop I have owned.' },
      { reviewer: 'john', rating: 4, comment: 'Wish the base model had more storage, otherwise perfect.' },
    ],
  },
  {
    slug: 'dell-xps-14',
    name: 'Dell XPS 14 Laptop',
    brand: 'Dell',
    category: 'Laptops',
    description:
      'A machined aluminium ultrabook with an edge-to-edge glass touchpad and a crisp 14.5-inch display. Intel Core Ultra processors and optional RTX graphics make it capable of light video editing on the go.',
    priceCents: 149900,
    countInStock: 4,
    ageDays: 53,
    reviews: [
      {
        reviewer: 'john',
        rating: 3,
        comment: 'Gorgeous design, but the invisible touchpad edges take getting used to.',
      },
    ],
  },
  {
    slug: 'lenovo-thinkpad-x1-carbon-gen-12',
    name: 'Lenovo ThinkPad X1 Carbon Gen 12',
    brand: 'Lenovo',
    category: 'Laptops',
    description:
      'A carbon-fibre business laptop that weighs barely more than a kilogram yet keeps a proper selection of ports. The keyboard is among the best you can type on, and the red TrackPoint is still there for those who love it.',
    priceCents: 189900,
    countInStock: 5,
    ageDays: 88,
    reviews: [
      { reviewer: 'admin', rating: 5, comment: 'That keyboard alone is worth the price.' },
      { reviewer: 'jane', rating: 4, comment: 'Light and sturdy. Speakers could be louder.' },
    ],
  },
  {
    slug: 'asus-rog-zephyrus-g14',
    name: 'ASUS ROG Zephyrus G14 Gaming Laptop',
    brand: 'ASUS',
    category: 'Laptops',
    description:
      'A 14-inch gaming laptop with an OLED 120 Hz screen and an RTX 4060 graphics card in a slim aluminium chassis. It runs modern games at high settings yet is small enough to carry to class every day.',
    priceCents: 199999,
    countInStock: 0,
    ageDays: 26,
    reviews: [
      { reviewer: 'john', rating: 4, comment: 'Incredible power for the size.' },
      { reviewer: 'jane', rating: 2, comment: 'Fans get loud under load and the charger is bulky.' },
    ],
  },

  // ----------------------------------------------------------------- Audio
  {
    slug: 'sony-wh-1000xm5',
    name: 'Sony WH-1000XM5 Wireless Headphones',
    brand: 'Sony',
    category: 'Audio',
    description:
      'Over-ear headphones with class-leading noise cancelling that quietly adapts to your surroundings. Soft, lightweight cushions make long flights comfortable, and a single charge lasts around thirty hours.',
    priceCents: 39999,
    countInStock: 20,
    ageDays: 15,
    reviews: [
      { reviewer: 'jane', rating: 5, comment: 'The office noise simply disappears.' },
      { reviewer: 'john', rating: 4, comment: 'Great sound, though they do not fold flat anymore.' },
      { reviewer: 'admin', rating: 5, comment: 'Comfortable enough to wear all day.' },
    ],
  },
  {
    slug: 'apple-airpods-pro-2',
    name: 'Apple AirPods Pro 2 Wireless Earbuds',
    brand: 'Apple',
    category: 'Audio',
    description:
      'In-ear buds with active noise cancelling and a transparency mode that sounds remarkably natural. The MagSafe case has a built-in speaker, so a misplaced case is easy to find.',
    priceCents: 24900,
    countInStock: 30,
    ageDays: 7,
    reviews: [{ reviewer: 'john', rating: 4, comment: 'Switching between my devices is seamless.' }],
  },
  {
    slug: 'bose-soundlink-flex',
    name: 'Bose SoundLink Flex Bluetooth Speaker',
    brand: 'Bose',
    category: 'Audio',
    description:
      'A rugged, waterproof speaker that floats and shrugs off sand at the beach. It delivers surprisingly full sound for its size and runs for about twelve hours on a charge.',
    priceCents: 14900,
    countInStock: 25,
    ageDays: 61,
    reviews: [
      { reviewer: 'admin', rating: 4, comment: 'Survived a fall into the pool without a problem.' },
      { reviewer: 'jane', rating: 5, comment: 'Small, loud and clear. I take it everywhere.' },
    ],
  },
  {
    slug: 'jbl-charge-5-portable-speaker',
    name: 'JBL Charge 5 Portable Speaker',
    brand: 'JBL',
    category: 'Audio',
    description:
      'A cylinder-shaped party speaker with punchy bass and an IP67 rating against dust and water. Its built-in power bank can top up your other gadgets when the music is over.',
    priceCents: 17995,
    countInStock: 14,
    ageDays: 44,
    reviews: [],
  },
  {
    slug: 'sennheiser-momentum-4-wireless',
    name: 'Sennheiser Momentum 4 Wireless Headphones',
    brand: 'Sennheiser',
    category: 'Audio',
    description:
      'Audiophile-tuned wireless headphones with a detailed, spacious sound signature. Battery life reaches an impressive sixty hours, and the companion app offers a customisable equaliser.',
    priceCents: 34995,
    countInStock: 6,
    ageDays: 102,
    reviews: [
      { reviewer: 'john', rating: 2, comment: 'The touch controls trigger far too easily.' },
      { reviewer: 'jane', rating: 3, comment: 'Lovely sound, average noise cancelling.' },
    ],
  },
  {
    slug: 'sonos-beam-gen-2-soundbar',
    name: 'Sonos Beam (Gen 2) Soundbar',
    brand: 'Sonos',
    category: 'Audio',
    description:
      'A compact smart soundbar that brings Dolby Atmos to small and medium living rooms. Dialogue is crisp even at low volume, and it joins the rest of a Sonos system over Wi-Fi.',
    priceCents: 49900,
    countInStock: 7,
    ageDays: 73,
    reviews: [{ reviewer: 'jane', rating: 4, comment: 'Finally I can hear what the actors are saying.' }],
  },

  // ---------------------------------------------------------------- Gaming
  {
    slug: 'sony-playstation-5-slim',
    name: 'Sony PlayStation 5 Slim Console',
    brand: 'Sony',
    category: 'Gaming',
    description:
      'The slimmer PlayStation 5 with a 1 TB SSD, so games load in seconds and there is room for a bigger library. The included DualSense controller adds haptic feedback and adaptive triggers that you can really feel.',
    priceCents: 49999,
    countInStock: 8,
    ageDays: 9,
    reviews: [
      { reviewer: 'john', rating: 5, comment: 'Loading screens are basically gone.' },
      { reviewer: 'jane', rating: 5, comment: 'Quieter and smaller than the original model.' },
      { reviewer: 'admin', rating: 4, comment: 'Great console, the stand is sold separately though.' },
    ],
  },
  {
    slug: 'nintendo-switch-oled',
    name: 'Nintendo Switch OLED Model',
    brand: 'Nintendo',
    category: 'Gaming',
    description:
      'A hybrid console you can play on the TV or take with you, now with a vivid 7-inch OLED screen. The wide adjustable stand makes tabletop multiplayer much easier.',
    priceCents: 34999,
    countInStock: 15,
    ageDays: 120,
    reviews: [
      { reviewer: 'jane', rating: 5, comment: 'The screen upgrade is wonderful on long trips.' },
      { reviewer: 'admin', rating: 4, comment: 'Perfect for family game nights.' },
    ],
  },
  {
    slug: 'xbox-wireless-controller',
    name: 'Xbox Wireless Controller',
    brand: 'Microsoft',
    category: 'Gaming',
    description:
      'A comfortable gamepad with textured grips and a hybrid d-pad that works well for fighting games. It pairs with consoles, Windows PCs and tablets over Bluetooth.',
    priceCents: 5999,
    countInStock: 40,
    ageDays: 141,
    reviews: [{ reviewer: 'john', rating: 3, comment: 'Solid controller, but it still needs AA batteries.' }],
  },
  {
    slug: 'valve-steam-deck-oled-512gb',
    name: 'Valve Steam Deck OLED 512GB',
    brand: 'Valve',
    category: 'Gaming',
    description:
      'A handheld gaming PC that plays a large part of your Steam library anywhere. The HDR OLED screen looks fantastic, and the larger battery gives several extra hours of play.',
    priceCents: 54900,
    countInStock: 3,
    ageDays: 33,
    reviews: [
      { reviewer: 'admin', rating: 5, comment: 'My whole backlog now fits in a backpack.' },
      { reviewer: 'john', rating: 4, comment: 'Heavy for long sessions, but the screen is gorgeous.' },
    ],
  },

  // --------------------------------------------------------------- Cameras
  {
    slug: 'canon-eos-r50-kit',
    name: 'Canon EOS R50 Mirrorless Camera with 18-45mm Lens',
    brand: 'Canon',
    category: 'Cameras',
    description:
      'A small, beginner-friendly mirrorless camera with fast subject-tracking autofocus. It records clean 4K video and has a flip-out screen that is handy for vlogging.',
    priceCents: 79999,
    countInStock: 5,
    ageDays: 48,
    reviews: [{ reviewer: 'admin', rating: 4, comment: 'A big step up from shooting on my mobile.' }],
  },
  {
    slug: 'sony-alpha-7-iv-body',
    name: 'Sony Alpha 7 IV Full-Frame Mirrorless Camera',
    brand: 'Sony',
    category: 'Cameras',
    description:
      'A 33 MP full-frame hybrid camera for enthusiasts who shoot both stills and video. Eye autofocus works on people, animals and birds, and the weather-sealed body is built for daily work. Body only, lens sold separately.',
    priceCents: 249900,
    countInStock: 2,
    ageDays: 160,
    reviews: [
      { reviewer: 'jane', rating: 5, comment: 'The autofocus never misses.' },
      { reviewer: 'john', rating: 4, comment: 'Superb files, menus are still a bit complicated.' },
    ],
  },
  {
    slug: 'gopro-hero12-black',
    name: 'GoPro HERO12 Black Action Camera',
    brand: 'GoPro',
    category: 'Cameras',
    description:
      'A tough, waterproof action camera with stabilisation smooth enough to replace a gimbal. It shoots 5.3K video and fits every mount in the GoPro ecosystem.',
    priceCents: 39900,
    countInStock: 11,
    ageDays: 66,
    reviews: [
      { reviewer: 'john', rating: 3, comment: 'Amazing footage, but the battery drains fast in the cold.' },
      { reviewer: 'admin', rating: 2, comment: 'It overheated twice while recording in 4K.' },
    ],
  },
  {
    slug: 'fujifilm-instax-mini-12',
    name: 'Fujifilm Instax Mini 12 Instant Camera',
    brand: 'Fujifilm',
    category: 'Cameras',
    description:
      'A playful instant camera that prints credit-card-sized photos in about ninety seconds. Exposure is set automatically, so everyone at the party can grab it and shoot.',
    priceCents: 7995,
    countInStock: 0,
    ageDays: 95,
    reviews: [{ reviewer: 'jane', rating: 5, comment: 'Pure fun. The film is the only expensive part.' }],
  },

  // ----------------------------------------------------------- Accessories
  {
    slug: 'logitech-mx-master-3s',
    name: 'Logitech MX Master 3S Wireless Mouse',
    brand: 'Logitech',
    category: 'Accessories',
    description:
      'An ergonomic wireless mouse with near-silent clicks and a precise 8K DPI sensor that tracks even on glass. The electromagnetic scroll wheel flies through long documents, and it can switch between three computers.',
    priceCents: 9999,
    countInStock: 35,
    ageDays: 21,
    reviews: [
      { reviewer: 'john', rating: 5, comment: 'The free-spinning scroll wheel is addictive.' },
      { reviewer: 'admin', rating: 4, comment: 'Very comfortable, a little heavy for gaming.' },
      { reviewer: 'jane', rating: 4, comment: 'Silent clicks are great in a shared office.' },
    ],
  },
  {
    slug: 'keychron-k2-mechanical-keyboard',
    name: 'Keychron K2 Wireless Mechanical Keyboard',
    brand: 'Keychron',
    category: 'Accessories',
    description:
      'A compact 75 percent layout mechanical keyboard with hot-swappable switches and white backlighting. It connects over Bluetooth to up to three devices or over a USB-C cable.',
    priceCents: 8900,
    countInStock: 16,
    ageDays: 57,
    reviews: [
      { reviewer: 'jane', rating: 4, comment: 'Satisfying to type on. Fairly tall without a wrist rest.' },
    ],
  },
  {
    slug: 'anker-nano-65w-usb-c-charger',
    name: 'Anker Nano 65W USB-C Charger',
    brand: 'Anker',
    category: 'Accessories',
    description:
      'A pocket-sized GaN wall charger that can power a laptop and top up a tablet at the same time. Its foldable plug makes it an easy travel companion.',
    priceCents: 4999,
    countInStock: 50,
    ageDays: 80,
    reviews: [{ reviewer: 'admin', rating: 3, comment: 'Does the job, gets quite warm with two devices.' }],
  },
  {
    slug: 'samsung-t7-portable-ssd-1tb',
    name: 'Samsung T7 Portable SSD 1TB',
    brand: 'Samsung',
    category: 'Accessories',
    description:
      'A palm-sized external SSD with read speeds up to 1,050 MB/s over USB 3.2. The aluminium shell survives drops from two metres, making it ideal for backups on the move.',
    priceCents: 10999,
    countInStock: 22,
    ageDays: 130,
    reviews: [],
  },
  {
    slug: 'ugreen-usb-c-cable-1m',
    name: 'UGREEN USB-C to USB-C Braided Cable 1m',
    brand: 'UGREEN',
    category: 'Accessories',
    description:
      'A nylon-braided cable that supports 60 W charging and fast data transfer. The reinforced connectors are tested for thousands of bends.',
    priceCents: 999,
    countInStock: 120,
    ageDays: 175,
    reviews: [
      { reviewer: 'john', rating: 5, comment: 'Cheap, sturdy and it charges my laptop.' },
      { reviewer: 'jane', rating: 4, comment: 'Good cable, I just wish it were a bit longer.' },
    ],
  },

  // ------------------------------------------------------------- Wearables
  {
    slug: 'apple-watch-series-9-45mm',
    name: 'Apple Watch Series 9 GPS 45mm',
    brand: 'Apple',
    category: 'Wearables',
    description:
      'A smartwatch with a brighter always-on display and a double-tap gesture for answering calls hands-free. It tracks workouts, sleep and heart rhythm, and warns you about high noise levels.',
    priceCents: 42900,
    countInStock: 10,
    ageDays: 29,
    reviews: [
      { reviewer: 'jane', rating: 4, comment: 'Double tap is more useful than I expected.' },
      { reviewer: 'john', rating: 5, comment: 'Finally closing my rings every day.' },
    ],
  },
  {
    slug: 'samsung-galaxy-watch6-44mm',
    name: 'Samsung Galaxy Watch6 44mm',
    brand: 'Samsung',
    category: 'Wearables',
    description:
      'A round Wear OS smartwatch with a larger, brighter screen and slimmer bezels than before. Body composition measurements and detailed sleep coaching make it a capable health companion.',
    priceCents: 32999,
    countInStock: 0,
    ageDays: 70,
    reviews: [{ reviewer: 'admin', rating: 3, comment: 'Nice screen, but I charge it every night.' }],
  },
  {
    slug: 'fitbit-charge-6',
    name: 'Fitbit Charge 6 Fitness Tracker',
    brand: 'Fitbit',
    category: 'Wearables',
    description:
      'A slim fitness band with built-in GPS, heart-rate tracking and up to a week of battery life. It shows notifications at a glance and can control music during your workout.',
    priceCents: 15995,
    countInStock: 19,
    ageDays: 112,
    reviews: [
      { reviewer: 'john', rating: 4, comment: 'Light enough to forget I am wearing it.' },
      { reviewer: 'jane', rating: 2, comment: 'The most useful insights need a subscription.' },
    ],
  },
  {
    slug: 'garmin-forerunner-265',
    name: 'Garmin Forerunner 265 GPS Running Watch',
    brand: 'Garmin',
    category: 'Wearables',
    description:
      'A running watch with an AMOLED display, training readiness scores and accurate dual-band GPS. Battery life stretches to around two weeks of normal use.',
    priceCents: 44999,
    countInStock: 6,
    ageDays: 150,
    reviews: [],
  },

  // -------------------------------------------------------------------- TV
  {
    slug: 'lg-c3-55-oled-tv',
    name: 'LG C3 55-inch OLED 4K TV',
    brand: 'LG',
    category: 'TV',
    description:
      'A 55-inch OLED television with perfect blacks, rich colour and four HDMI 2.1 ports for next-generation consoles. Its 120 Hz panel and low input lag make it a favourite among gamers and film fans alike.',
    priceCents: 149999,
    countInStock: 3,
    ageDays: 40,
    reviews: [
      { reviewer: 'admin', rating: 5, comment: 'Films at night look absolutely stunning.' },
      { reviewer: 'john', rating: 4, comment: 'Amazing picture, the stand is a bit wide.' },
    ],
  },
  {
    slug: 'samsung-q80c-65-qled-tv',
    name: 'Samsung Q80C 65-inch QLED 4K TV',
    brand: 'Samsung',
    category: 'TV',
    description:
      'A large, bright QLED television with full-array local dimming that holds up well in sunny rooms. Tizen smart features include all the major streaming apps and a built-in cloud gaming hub.',
    priceCents: 119999,
    countInStock: 5,
    ageDays: 84,
    reviews: [{ reviewer: 'jane', rating: 3, comment: 'Very bright, but the viewing angles are narrow.' }],
  },
  {
    slug: 'tcl-q6-50-4k-tv',
    name: 'TCL Q6 50-inch 4K Google TV',
    brand: 'TCL',
    category: 'TV',
    description:
      'An affordable 4K television with quantum-dot colour and Google TV built in. Voice search and hands-free controls make it simple to find something to watch.',
    priceCents: 32999,
    countInStock: 12,
    ageDays: 198,
    reviews: [
      { reviewer: 'john', rating: 2, comment: 'Menus feel sluggish after a few months.' },
      { reviewer: 'admin', rating: 3, comment: 'Fine for a bedroom at this price.' },
    ],
  },
];
