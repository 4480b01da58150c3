/** Generated catalogue: audio, cameras, wearables, TV and smart home. */
import { list, type ProductType } from './catalogue-product-type.ts';

export const mediaTypes: Record<string, ProductType> = {
  headphones: {
    category: 'Audio',
    noun: 'Headphones',
    styles: list('Wireless Noise Cancelling|Over-Ear|Wireless Over-Ear|Studio Monitor|Open-Back|On-Ear'),
    specs: list(''),
    price: [4_900, 69_900],
    features: list(
      'Active noise cancelling hushes engines, trains and office chatter.|' +
        'Memory-foam ear cushions stay comfortable through a long flight.|' +
        'Battery life reaches thirty hours, and ten minutes of charging adds five more.|' +
        'Large drivers give deep, controlled bass and clear vocals.|' +
        'The headband folds flat into the supplied hard case.|' +
        'Multipoint pairing switches between a laptop and a phone automatically.',
    ),
  },
  earbuds: {
    category: 'Audio',
    noun: 'Earbuds',
    styles: list('True Wireless|Noise Cancelling|Sport|Open-Ear|Wireless'),
    specs: list(''),
    price: [2_900, 29_900],
    features: list(
      'The charging case adds three more full charges and fits a coin pocket.|' +
        'Sweat and water resistance make the {noun} fit for runs in the rain.|' +
        'Ear tips in four sizes keep the seal tight and the bass full.|' +
        'Transparency mode lets in traffic and announcements at a tap.|' +
        'Spatial audio with head tracking places voices around you in films.',
    ),
  },
  speaker: {
    category: 'Audio',
    noun: 'Speaker',
    styles: list('Portable Bluetooth|Waterproof Bluetooth|Smart|Bookshelf|Party'),
    specs: list(''),
    price: [3_900, 79_900],
    features: list(
      'It floats, shrugs off sand and keeps playing for a whole day at the beach.|' +
        'Two units pair for stereo sound, or dozens for a party.|' +
        'A passive radiator adds bass that belies the size of the {noun}.|' +
        'A rugged fabric cover and a rubber base survive knocks and drops.',
    ),
  },
  soundbar: {
    category: 'Audio',
    noun: 'Soundbar',
    styles: list('Dolby Atmos|3.1 Channel|5.1 Channel|Compact'),
    specs: list('|with Wireless Subwoofer'),
    price: [14_900, 129_900],
    features: list(
      'Up-firing drivers bounce sound off the ceiling for height effects.|' +
        'Dialogue enhancement keeps voices clear during loud action scenes.|' +
        'It connects to the TV with a single HDMI eARC cable.',
    ),
  },
  mirrorless: {
    category: 'Cameras',
    noun: 'Mirrorless Camera',
    styles: list('Full-Frame|APS-C|Compact|Vlogging'),
    specs: list('Body Only|with 24-70mm Lens|with 18-55mm Kit Lens|with 28-60mm Lens'),
    price: [49_900, 399_900],
    features: list(
      'In-body stabilisation allows sharp handheld shots at slow shutter speeds.|' +
        'Eye-tracking autofocus follows people, animals and birds.|' +
        'It records 4K video without a time limit and has a flip-out screen.|' +
        'Weather sealing keeps dust and drizzle out of the magnesium body.|' +
        'Two card slots back up every picture as it is taken.',
    ),
  },
  compactCamera: {
    category: 'Cameras',
    noun: 'Compact Camera',
    styles: list('Premium|Zoom|Instant|Waterproof'),
    specs: list(''),
    price: [7_900, 149_900],
    features: list(
      'A large sensor in a pocketable body gives background blur a phone cannot.|' +
        'The fixed lens is sharp from edge to edge and silent in use.|' +
        'Film simulations give colour straight from the {noun}.',
    ),
  },
  actionCamera: {
    category: 'Cameras',
    noun: 'Action Camera',
    styles: list('5.3K|4K Waterproof|360-Degree|Mini'),
    specs: list(''),
    price: [19_900, 59_900],
    features: list(
      'Horizon levelling keeps footage straight however the mount tilts.|' +
        'Waterproof to ten metres without a housing.|' +
        'Stabilisation smooths out bike trails and ski runs.',
    ),
  },
  drone: {
    category: 'Cameras',
    noun: 'Drone',
    styles: list('4K Camera|Mini 4K|Foldable|FPV'),
    specs: list('|Fly More Combo'),
    price: [29_900, 219_900],
    features: list(
      'Obstacle sensing on every side makes the first flights less nerve-racking.|' +
        'It weighs under 250 grams, so in many countries no registration is needed.|' +
        'Each battery gives more than thirty minutes in the air.',
    ),
  },
  lens: {
    category: 'Cameras',
    noun: 'Lens',
    styles: list('50mm f/1.8 Prime|24-70mm f/2.8 Zoom|70-200mm f/4 Telephoto|16mm f/2.8 Wide-Angle|Macro'),
    specs: list(''),
    price: [19_900, 249_900],
    features: list(
      'Fast, quiet focusing suits both stills and video.|' +
        'Special glass elements keep colour fringing low.|' +
        'A bright aperture blurs backgrounds for portraits.',
    ),
  },
  smartwatch: {
    category: 'Wearables',
    noun: 'Smartwatch',
    styles: list('GPS|GPS + Cellular|Rugged GPS|Hybrid'),
    specs: list('41mm|45mm|47mm|49mm'),
    price: [12_900, 89_900],
    features: list(
      'Heart rate, blood oxygen and sleep are tracked around the clock.|' +
        'Dual-band GPS keeps run tracks accurate between tall buildings.|' +
        'The always-on display is readable in sunshine and under water.|' +
        'Contactless payments work from the wrist.',
    ),
  },
  fitnessTracker: {
    category: 'Wearables',
    noun: 'Fitness Tracker',
    styles: list('Slim|Sport|Kids'),
    specs: list(''),
    price: [3_900, 19_900],
    features: list(
      'A week of battery means it rarely leaves the wrist.|' +
        'It counts steps, floors and workouts automatically.|' +
        'Sleep stages and a morning readiness score arrive in the app.',
    ),
  },
  smartRing: {
    category: 'Wearables',
    noun: 'Smart Ring',
    styles: list('Titanium|Ceramic'),
    specs: list('Size 8|Size 9|Size 10|Size 11'),
    price: [19_900, 44_900],
    features: list(
      'It tracks sleep and temperature without a screen on your wrist.|' +
        'The titanium shell is light enough to forget you are wearing it.',
    ),
  },
  tv: {
    category: 'TV',
    noun: 'TV',
    styles: list('4K OLED Smart|4K QLED Smart|Mini-LED 4K Smart|8K QLED|4K UHD Smart|Full HD Smart'),
    specs: list('43-inch|50-inch|55-inch|65-inch|75-inch|77-inch|85-inch'),
    price: [24_900, 499_900],
    features: list(
      'Self-lit pixels give perfect black levels and wide viewing angles.|' +
        'A 120 Hz panel with variable refresh rate suits the latest consoles.|' +
        'Dolby Vision and HDR10+ show films as their colourists intended.|' +
        'The built-in streaming platform has every major service.|' +
        'A slim stand and a flush wall mount leave almost no gap.',
    ),
  },
  streamer: {
    category: 'TV',
    noun: 'Streaming Stick',
    styles: list('4K HDR|4K Max|HD'),
    specs: list(''),
    price: [2_900, 19_900],
    features: list(
      'It hides behind the TV and adds every streaming service in 4K.|' +
        'The voice remote finds shows and controls the TV volume.',
    ),
  },
  smartSpeaker: {
    category: 'Smart Home',
    noun: 'Smart Speaker',
    styles: list('Voice Assistant|Mini|Stereo'),
    specs: list(''),
    price: [3_900, 29_900],
    features: list(
      'Ask for music, timers, the weather or the lights by voice.|' +
        'A microphone switch cuts listening off completely.',
    ),
  },
  smartDisplay: {
    category: 'Smart Home',
    noun: 'Smart Display',
    styles: list('8-inch|10-inch|Kitchen'),
    specs: list(''),
    price: [7_900, 24_900],
    features: list(
      'Recipes, video calls and the doorbell camera appear on the screen.|' +
        'It doubles as a photo frame when nobody is using it.',
    ),
  },
  thermostat: {
    category: 'Smart Home',
    noun: 'Smart Thermostat',
    styles: list('Learning|Programmable|'),
    specs: list(''),
    price: [9_900, 27_900],
    features: list(
      'It learns your schedule and turns the heating down when nobody is home.|' +
        'Monthly reports show where the energy goes.',
    ),
  },
  securityCamera: {
    category: 'Smart Home',
    noun: 'Security Camera',
    styles: list('Outdoor 2K|Indoor Pan-Tilt|Battery-Powered|Floodlight'),
    specs: list('|2-Pack|3-Pack'),
    price: [2_900, 34_900],
    features: list(
      'Colour night vision and a siren deter visitors after dark.|' +
        'People, vehicle and parcel detection cut down on false alerts.|' +
        'Clips are stored locally, with optional encrypted cloud backup.',
    ),
  },
  doorbell: {
    category: 'Smart Home',
    noun: 'Video Doorbell',
    styles: list('Battery|Wired|Head-to-Toe'),
    specs: list(''),
    price: [5_900, 24_900],
    features: list(
      'Answer the door from your phone, wherever you are.|' +
        'A tall field of view shows parcels left on the doorstep.',
    ),
  },
  smartBulb: {
    category: 'Smart Home',
    noun: 'Smart Bulb',
    styles: list('Colour|White Ambiance|Filament'),
    specs: list('|2-Pack|4-Pack|Starter Kit'),
    price: [1_500, 19_900],
    features: list(
      'Sixteen million colours and every white from candle to daylight.|' +
        'Routines dim the lights at bedtime and wake you gently.',
    ),
  },
  robotVacuum: {
    category: 'Smart Home',
    noun: 'Robot Vacuum',
    styles: list('Self-Emptying|Vacuum and Mop|Lidar|Compact'),
    specs: list(''),
    price: [19_900, 149_900],
    features: list(
      'Laser mapping plans tidy rows and remembers every room.|' +
        'The dock empties the bin by itself for weeks at a time.|' +
        'It lifts the mop pad when it reaches a rug.',
    ),
  },
  meshWifi: {
    category: 'Smart Home',
    noun: 'Mesh Wi-Fi System',
    styles: list('Wi-Fi 6|Wi-Fi 6E Tri-Band|Wi-Fi 7'),
    specs: list('|2-Pack|3-Pack'),
    price: [9_900, 99_900],
    features: list(
      'Several units cover a large house with one network name.|' +
        'A dedicated backhaul band keeps speeds up far from the router.|' +
        'Parental controls pause the internet at dinner time.',
    ),
  },
};
