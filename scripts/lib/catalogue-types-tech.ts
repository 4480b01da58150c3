/** Generated catalogue: phones, laptops, tablets, gaming and accessories. */
import { list, type ProductType } from './catalogue-product-type.ts';

const phone: Omit<ProductType, 'noun' | 'styles' | 'specs' | 'price'> = {
  category: 'Phones',
  features: list(
    'The OLED display stays readable in bright sunlight and scrolls smoothly at 120 Hz.|' +
      'A triple camera system with optical zoom handles portraits, landscapes and night shots.|' +
      'The battery lasts a full day of heavy use and tops up quickly over USB-C.|' +
      'An aluminium frame and toughened glass on both sides keep the phone rigid and light.|' +
      'Face unlock and an in-display fingerprint reader keep your apps private.|' +
      'Stereo speakers make films and calls sound fuller than on most phones.|' +
      'The maker promises several years of system and security updates.',
  ),
};

export const techTypes: Record<string, ProductType> = {
  smartphone: {
    ...phone,
    noun: 'Smartphone',
    styles: list('5G|Unlocked 5G|Dual SIM|'),
    specs: list('128GB|256GB|512GB|1TB'),
    price: [19_900, 159_900],
  },
  foldable: {
    ...phone,
    noun: 'Foldable Smartphone',
    styles: list('5G|Unlocked'),
    specs: list('256GB|512GB'),
    price: [89_900, 189_900],
  },
  laptop: {
    category: 'Laptops',
    noun: 'Laptop',
    styles: list('13.3-inch|14-inch|15.6-inch|16-inch|2-in-1|Thin and Light'),
    specs: list('8GB RAM 256GB SSD|16GB RAM 512GB SSD|16GB RAM 1TB SSD|32GB RAM 1TB SSD|32GB RAM 2TB SSD'),
    price: [49_900, 329_900],
    features: list(
      'The backlit keyboard has a comfortable travel and a large glass trackpad.|' +
        'A fanless design keeps the {noun} silent in the library and the office.|' +
        'The high-resolution screen covers the full sRGB colour range for photo work.|' +
        'Thunderbolt and USB-C ports drive two external monitors from a single cable.|' +
        'Battery life stretches past a working day of browsing, mail and video calls.|' +
        'A 1080p webcam with noise-reducing microphones makes meetings look and sound clear.|' +
        'The aluminium chassis weighs little more than a kilogram.',
    ),
  },
  gamingLaptop: {
    category: 'Laptops',
    noun: 'Gaming Laptop',
    styles: list('15.6-inch|16-inch|17.3-inch|RTX'),
    specs: list('16GB RAM 512GB SSD|16GB RAM 1TB SSD|32GB RAM 1TB SSD|32GB RAM 2TB SSD'),
    price: [99_900, 399_900],
    features: list(
      'A 240 Hz display and a dedicated graphics card keep fast shooters fluid.|' +
        'Vapour-chamber cooling holds clock speeds steady through long sessions.|' +
        'Per-key RGB lighting can be set per game or switched off for the office.|' +
        'The mechanical keyboard registers every press, even several keys at once.',
    ),
  },
  tablet: {
    category: 'Tablets',
    noun: 'Tablet',
    styles: list('10.9-inch|11-inch|12.4-inch|12.9-inch|Wi-Fi|Wi-Fi + Cellular'),
    specs: list('64GB|128GB|256GB|512GB|1TB'),
    price: [12_900, 189_900],
    features: list(
      'The laminated display feels like writing on paper with the optional stylus.|' +
        'A magnetic keyboard cover turns the {noun} into a small laptop.|' +
        'Quad speakers fill a room for films, games and music.|' +
        'It lasts a long-haul flight of films on one charge.|' +
        'Split-screen multitasking keeps notes beside a video call.',
    ),
  },
  eReader: {
    category: 'Tablets',
    noun: 'E-Ink Tablet',
    styles: list('10.3-inch|7-inch|'),
    specs: list('32GB|64GB'),
    price: [9_900, 59_900],
    features: list(
      'The glare-free E-Ink screen reads like paper in full sunlight.|' +
        'Handwritten notes can be converted to text and sent by mail.|' +
        'A charge lasts for weeks of reading and writing.',
    ),
  },
  console: {
    category: 'Gaming',
    noun: 'Console',
    styles: list('Digital Edition|Disc Edition|OLED|Handheld|'),
    specs: list('512GB|1TB|2TB'),
    price: [29_900, 69_900],
    features: list(
      'Games load in seconds from the built-in solid-state drive.|' +
        'It plays in 4K at up to 120 frames per second on a compatible TV.|' +
        'Quick resume jumps between several suspended games.|' +
        'The {noun} plugs into a TV or plays handheld on the train.',
    ),
  },
  controller: {
    category: 'Gaming',
    noun: 'Controller',
    styles: list('Wireless|Pro Wireless|Elite Wireless|Bluetooth'),
    specs: list(''),
    price: [3_900, 19_900],
    features: list(
      'Adaptive triggers and fine rumble make every surface feel different.|' +
        'Hall-effect sticks resist drift after years of play.|' +
        'Remappable back paddles put more buttons under your fingers.',
    ),
  },
  gamingMouse: {
    category: 'Gaming',
    noun: 'Gaming Mouse',
    styles: list('Wireless|Lightweight Wireless|Ergonomic|Ambidextrous'),
    specs: list(''),
    price: [2_900, 17_900],
    features: list(
      'The optical sensor tracks precisely at up to 26 000 DPI.|' +
        'At under sixty grams it glides for fast flick shots.|' +
        'Optical switches are rated for ninety million clicks.',
    ),
  },
  gamingKeyboard: {
    category: 'Gaming',
    noun: 'Mechanical Gaming Keyboard',
    styles: list('Wireless|TKL|Full-Size|Compact|Low-Profile'),
    specs: list(''),
    price: [5_900, 24_900],
    features: list(
      'Hot-swappable switches can be changed without soldering.|' +
        'Per-key RGB lighting syncs with your other gear.|' +
        'A detachable wrist rest and a volume wheel sit within reach.',
    ),
  },
  gamingHeadset: {
    category: 'Gaming',
    noun: 'Gaming Headset',
    styles: list('Wireless|7.1 Surround|Multi-Platform Wireless|'),
    specs: list(''),
    price: [4_900, 34_900],
    features: list(
      'A detachable boom microphone keeps your voice clear on team chat.|' +
        'A low-latency wireless dongle works with consoles and PCs alike.|' +
        'Surround sound helps you place footsteps in competitive games.',
    ),
  },
  charger: {
    category: 'Accessories',
    noun: 'Charger',
    styles: list('GaN USB-C|65W USB-C|100W 3-Port|30W Compact|Wireless|MagSafe Wireless'),
    specs: list(''),
    price: [1_500, 9_900],
    features: list(
      'Gallium nitride parts make the {noun} half the size of an ordinary laptop brick.|' +
        'It shares power between a laptop, a phone and earbuds at once.|' +
        'Foldable prongs keep it flat in a travel bag.',
    ),
  },
  powerBank: {
    category: 'Accessories',
    noun: 'Power Bank',
    styles: list('10000mAh|20000mAh|26800mAh|Magnetic|Slim'),
    specs: list(''),
    price: [1_900, 14_900],
    features: list(
      'It charges a phone about four times over and a laptop once.|' +
        'A small display shows the remaining charge to the percent.|' +
        'It recharges itself in under two hours from a fast charger.',
    ),
  },
  usbHub: {
    category: 'Accessories',
    noun: 'USB-C Hub',
    styles: list('7-in-1|10-in-1|Thunderbolt 4|Travel'),
    specs: list(''),
    price: [2_500, 29_900],
    features: list(
      'HDMI, Ethernet, card readers and USB-A ports hang off a single cable.|' +
        'Pass-through charging keeps the laptop powered while the hub is in use.|' +
        'An aluminium shell spreads the heat of the busy ports.',
    ),
  },
  mouse: {
    category: 'Accessories',
    noun: 'Mouse',
    styles: list('Wireless|Ergonomic Wireless|Vertical|Silent|Travel'),
    specs: list(''),
    price: [1_900, 11_900],
    features: list(
      'The scroll wheel spins freely through long documents and clicks back for precision.|' +
        'It tracks on glass and switches between three computers.|' +
        'Quiet buttons suit shared offices and late nights.',
    ),
  },
  keyboard: {
    category: 'Accessories',
    noun: 'Keyboard',
    styles: list('Wireless Mechanical|Low-Profile Wireless|Multi-Device Bluetooth|Ergonomic Split'),
    specs: list(''),
    price: [3_900, 22_900],
    features: list(
      'Keycaps for macOS and Windows are both in the box.|' +
        'Backlighting wakes when your hands approach the keys.|' +
        'A gasket-mounted plate gives a soft, quiet typing feel.',
    ),
  },
  portableSsd: {
    category: 'Accessories',
    noun: 'Portable SSD',
    styles: list('USB-C|Rugged|Thunderbolt|'),
    specs: list('500GB|1TB|2TB|4TB'),
    price: [5_900, 44_900],
    features: list(
      'Transfers reach two gigabytes per second over USB-C.|' +
        'Drop-resistant up to three metres, with hardware encryption.|' +
        'It is smaller than a credit card and weighs next to nothing.',
    ),
  },
  memoryCard: {
    category: 'Accessories',
    noun: 'microSD Card',
    styles: list('UHS-I|V30|A2|Endurance'),
    specs: list('64GB|128GB|256GB|512GB|1TB'),
    price: [900, 14_900],
    features: list(
      'It records 4K video from drones and action cameras without dropped frames.|' +
        'Rated to survive water, temperature extremes and X-ray machines.',
    ),
  },
  webcam: {
    category: 'Accessories',
    noun: 'Webcam',
    styles: list('4K|1080p|2K|Streaming'),
    specs: list(''),
    price: [2_900, 24_900],
    features: list(
      'Auto framing keeps you centred as you move around the desk.|' +
        'Dual microphones pick up your voice and leave the keyboard out.|' +
        'A privacy shutter slides over the lens when you are done.',
    ),
  },
};
