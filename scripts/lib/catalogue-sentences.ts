/**
 * Description vocabulary of the generated bench catalogue, tuned so words fall into the tiers a
 * real shop has: a word in every description (`device`), words in most (`wireless`), common words
 * (`battery`, `design`, colours), the brand and kind words of each product, and rare words that
 * only a few products carry (RARE_WORDS). Placeholders: {brand}, {model}, {noun}, {colour},
 * {purpose}, {years}, {hours}.
 */
import { list } from './catalogue-product-type.ts';

/** Every description ends with one of these, so a search for "device" matches every product. */
export const COMMON_EVERYWHERE = 'device';

/** Most descriptions carry one of these (WIRELESS_SHARE of them). */
export const COMMON_MOSTLY = 'wireless';
export const WIRELESS_SHARE = 0.65;

/** Share of products with one sentence from RARE_SENTENCES. */
export const RARE_SHARE = 0.02;

export const colours = list(
  'Black|White|Silver|Graphite|Midnight Blue|Sage Green|Rose Gold|Space Grey|Coral|Sand|Burgundy|Arctic Blue',
);

export const purposes = list(
  'for everyday use|made for travel|built for work and play|for small flats and big houses alike|' +
    'for creators on the move|for students and families|for people who want the best|' +
    'at a price that leaves room for accessories|for long days away from a socket',
);

export const openers = list(
  'The {brand} {model} is a {noun} {purpose}.|' +
    'Meet the {model}, the {noun} from {brand} {purpose}.|' +
    '{brand} designed the {model} {purpose}.|' +
    'This {noun} from {brand} puts flagship features within reach.|' +
    'The {model} refines everything people liked about the previous {brand} {noun}.|' +
    'If you want a dependable {noun}, the {brand} {model} is an easy choice.',
);

export const wirelessSentences = list(
  'It connects over wireless Bluetooth and pairs with phones and laptops in seconds.|' +
    'Set-up takes minutes over your wireless network with the companion app.|' +
    'Wireless software updates keep adding features after you buy it.|' +
    'A stable wireless connection reaches across the house without dropouts.|' +
    'It charges on any Qi wireless pad as well as over the cable.',
);

export const commonSentences = list(
  'The {colour} finish resists fingerprints and light scratches.|' +
    'The battery lasts {hours} hours between charges.|' +
    'Fast charging gives hours of use from a short top-up.|' +
    'The design is compact and tidy, with no wasted space.|' +
    'Premium materials make it feel solid and well made.|' +
    'A smart app guides you through set-up and shows tips along the way.|' +
    'It is lightweight, durable and easy to clean.|' +
    'The box includes a USB-C cable and a quick-start guide.|' +
    'Build quality is excellent, with tight seams and no creaks.|' +
    'Available in {colour}, it suits any desk or living room.|' +
    'Energy-saving modes stretch the battery even further.|' +
    'Reviewers praise the value for money and the simple controls.',
);

/** Words that appear only in RARE_SENTENCES, so each matches a small share of the catalogue. */
export const RARE_WORDS = list(
  'graphene|beryllium|astrophotography|audiophile|hypoallergenic|sapphire|kevlar|walnut|bamboo|' +
    'braille|stargazing|birdwatching|tungsten|linen|marathon|origami|espresso|lighthouse|glacier|saxophone',
);

export const RARE_SENTENCES = list(
  'Graphene heat spreaders keep the hottest parts cool.|' +
    'Beryllium-coated parts add a touch of sparkle to the sound.|' +
    'Night modes make it a surprising tool for astrophotography.|' +
    'Audiophile listeners will appreciate the uncoloured tuning.|' +
    'Hypoallergenic materials touch the skin.|' +
    'Sapphire glass protects the lens from scratches.|' +
    'A kevlar weave reinforces the cable.|' +
    'Real walnut trim sets it apart on a shelf.|' +
    'The packaging is made of bamboo fibre and is fully compostable.|' +
    'Raised braille markings help blind and partially sighted users.|' +
    'A red-light mode protects night vision when stargazing.|' +
    'It is quiet enough for birdwatching hides.|' +
    'Tungsten weights balance it in the hand.|' +
    'A linen-textured cover softens its look.|' +
    'Training plans take you from the sofa to a marathon.|' +
    'The stand folds out like origami.|' +
    'It wakes with you and starts the espresso machine through a smart plug.|' +
    'The light bar sweeps like a lighthouse to show it is listening.|' +
    'A glacier-white edition is sold in some markets.|' +
    'A saxophone player helped tune the midrange.',
);

/** Every one names "device", the word every product must match. */
export const closers = list(
  'Every device ships with a {years}-year warranty and free returns.|' +
    'Each device is tested before it leaves our warehouse.|' +
    'This device comes with a {years}-year warranty.|' +
    'The device arrives with a quick-start guide.|' +
    'We recycle your old device for free when this one arrives.|' +
    'Register the device online to add a {years}-year warranty extension.',
);
