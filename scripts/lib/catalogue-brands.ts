/**
 * Brands of the generated bench catalogue and the product lines each makes, keyed by product type
 * (see catalogue-types-*.ts). A line is a model-name pattern: `#` becomes a digit, so
 * "WH-1000XM#" gives "WH-1000XM4", "WH-1000XM6"… Alternatives are separated by `|`. The names
 * follow real product lines so searches look like a shopper's; nothing here is copied text.
 */

export interface Brand {
  name: string;
  /** Product type key → model-name patterns. */
  lines: Readonly<Record<string, string>>;
}

const brand = (name: string, lines: Record<string, string>): Brand => ({ name, lines });

export const brands: readonly Brand[] = [
  brand('Apple', {
    smartphone: 'iPhone 1# Pro|iPhone 1#|iPhone 1# Pro Max|iPhone SE',
    laptop: 'MacBook Air M#|MacBook Pro 1# M# Pro',
    tablet: 'iPad Air M#|iPad Pro M#|iPad mini',
    earbuds: 'AirPods Pro #|AirPods #',
    smartwatch: 'Watch Series #|Watch Ultra #|Watch SE',
    keyboard: 'Magic',
  }),
  brand('Samsung', {
    smartphone: 'Galaxy S2#|Galaxy S2# Ultra|Galaxy A#5|Galaxy S2# FE',
    foldable: 'Galaxy Z Fold#|Galaxy Z Flip#',
    tablet: 'Galaxy Tab S#|Galaxy Tab A#',
    earbuds: 'Galaxy Buds# Pro|Galaxy Buds FE',
    smartwatch: 'Galaxy Watch#|Galaxy Watch Ultra',
    tv: 'Neo QLED QN#0D|The Frame LS03D|Crystal CU#000',
    portableSsd: 'T#|T# Shield',
    memoryCard: 'EVO Plus|PRO Plus',
  }),
  brand('Google', {
    smartphone: 'Pixel #|Pixel # Pro|Pixel #a',
    tablet: 'Pixel Tablet',
    earbuds: 'Pixel Buds Pro #|Pixel Buds A-Series',
    smartwatch: 'Pixel Watch #',
    smartSpeaker: 'Nest Audio|Nest Mini',
    smartDisplay: 'Nest Hub|Nest Hub Max',
    thermostat: 'Nest #th Gen',
    doorbell: 'Nest Doorbell',
    meshWifi: 'Nest Wifi Pro',
  }),
  brand('OnePlus', { smartphone: '1#|1#R|Nord #|Nord CE #', earbuds: 'Buds Pro #|Buds #', tablet: 'Pad #' }),
  brand('Xiaomi', {
    smartphone: '1#T Pro|Redmi Note 1# Pro|Redmi 1#C|Poco F#',
    tablet: 'Pad #|Redmi Pad SE',
    fitnessTracker: 'Smart Band #',
    robotVacuum: 'X#0 Pro|S#0+',
  }),
  brand('Motorola', {
    smartphone: 'Moto G#4|Moto G Power|Edge #0 Pro|Edge #0 Ultra',
    foldable: 'Razr #0 Ultra',
  }),
  brand('Nothing', { smartphone: 'Phone (#)|Phone (#a)', earbuds: 'Ear (#)|Ear (a)' }),
  brand('Sony', {
    smartphone: 'Xperia 1 V|Xperia 5 V|Xperia 10 V',
    headphones: 'WH-1000XM#|WH-CH#20|MDR-7506',
    earbuds: 'WF-1000XM#|WF-C#00|LinkBuds S',
    speaker: 'SRS-XB#00|SRS-XE#00|ULT Field #',
    soundbar: 'HT-A#000|HT-S#00',
    console: 'PlayStation #|PlayStation # Pro|PlayStation Portal',
    controller: 'DualSense|DualSense Edge',
    mirrorless: 'Alpha 7 IV|Alpha 7C II|Alpha 6#00|ZV-E10 II',
    compactCamera: 'RX100 VII|ZV-1 II',
    tv: 'Bravia # XR|Bravia XR A#0L|Bravia X#0L',
  }),
  brand('Oppo', { smartphone: 'Find X#|Reno1# Pro|A#8', earbuds: 'Enco X#|Enco Air#' }),
  brand('Honor', { smartphone: 'Magic# Pro|#00 Lite|X#', tablet: 'Pad #', fitnessTracker: 'Band #' }),
  brand('Nokia', { smartphone: 'G#2|X#0|C#2' }),
  brand('ASUS', {
    smartphone: 'Zenfone 1#|ROG Phone #',
    laptop: 'ZenBook 14 OLED|ZenBook S 1#|Vivobook 1#|ExpertBook B#',
    gamingLaptop: 'ROG Zephyrus G1#|ROG Strix G1#|TUF Gaming A1#',
    console: 'ROG Ally|ROG Ally X',
    meshWifi: 'ZenWiFi XT#|ZenWiFi BT#',
  }),
  brand('Dell', {
    laptop: 'XPS 1#|Inspiron 1# 5#30|Latitude #4#0',
    gamingLaptop: 'Alienware m1# R#|G1# 5#30',
    keyboard: 'KM#00',
  }),
  brand('HP', {
    laptop: 'Spectre x360 1#|Envy x360 1#|Pavilion 1#|EliteBook 8#0 G#',
    gamingLaptop: 'Omen 1#|Victus 1#',
    webcam: '9#0',
  }),
  brand('Lenovo', {
    laptop: 'ThinkPad X1 Carbon Gen 1#|ThinkPad T1#s|IdeaPad Slim #|Yoga #i|ThinkBook 1# G#',
    gamingLaptop: 'Legion Pro #i|Legion Slim #|LOQ 1#',
    tablet: 'Tab P1#|Tab M1#',
  }),
  brand('Acer', {
    laptop: 'Swift Go 1#|Aspire # 1#|Chromebook Plus 5#',
    gamingLaptop: 'Predator Helios 1#|Nitro V 1#',
  }),
  brand('Microsoft', {
    laptop: 'Surface Laptop #|Surface Laptop Studio #',
    tablet: 'Surface Pro #|Surface Go #',
    console: 'Xbox Series X|Xbox Series S',
    controller: 'Xbox|Xbox Elite Series #',
    mouse: 'Arc|Bluetooth',
  }),
  brand('Razer', {
    gamingLaptop: 'Blade 1#|Blade 1# Advanced',
    gamingMouse: 'DeathAdder V#|Viper V# Pro|Basilisk V#',
    gamingKeyboard: 'BlackWidow V#|Huntsman V# Pro',
    gamingHeadset: 'BlackShark V# Pro|Kraken V#',
    controller: 'Wolverine V# Pro',
    webcam: 'Kiyo Pro',
  }),
  brand('MSI', {
    gamingLaptop: 'Katana 1#|Stealth 1# AI|Raider GE#8|Cyborg 15',
    laptop: 'Prestige 1#|Modern 1#',
  }),
  brand('LG', {
    laptop: 'gram 1#|gram Pro 1#',
    tv: 'OLED evo C#|OLED evo G#|QNED8#|UHD UR#000',
    soundbar: 'S#0QR|SC9S',
  }),
  brand('Amazon', {
    tablet: 'Fire HD 10|Fire HD 8|Fire Max 11',
    eReader: 'Kindle Scribe',
    smartSpeaker: 'Echo Dot #th Gen|Echo Studio|Echo Pop',
    smartDisplay: 'Echo Show #|Echo Show 1#',
    streamer: 'Fire TV Stick 4K|Fire TV Stick Lite',
  }),
  brand('Huawei', {
    smartphone: 'Pura #0 Pro|Nova 1#|Mate #0',
    tablet: 'MatePad 11.5|MatePad Pro 1#',
    smartwatch: 'Watch GT #|Watch # Pro',
    earbuds: 'FreeBuds Pro #|FreeBuds #i',
  }),
  brand('reMarkable', { eReader: '2|Paper Pro|Paper Pro Move' }),
  brand('Kobo', { eReader: 'Clara #E|Libra Colour|Elipsa #E|Sage' }),
  brand('Bose', {
    headphones: 'QuietComfort Ultra|QuietComfort 45|700',
    earbuds: 'QuietComfort Ultra|QuietComfort II|Sport',
    speaker: 'SoundLink Flex|SoundLink Max|SoundLink Micro|Home Speaker #00',
    soundbar: 'Smart Ultra|Smart #00|TV Speaker',
  }),
  brand('Sennheiser', {
    headphones: 'Momentum # Wireless|HD #00S|HD #60 Pro',
    earbuds: 'Momentum True Wireless #|CX Plus|Sport True Wireless',
    soundbar: 'Ambeo Max|Ambeo Mini',
  }),
  brand('JBL', {
    headphones: 'Tour One M#|Live #70NC|Tune #20BT',
    earbuds: 'Tour Pro #|Live Beam #|Tune Buds|Endurance Peak #',
    speaker: 'Flip #|Charge #|Clip #|Go #|Xtreme #|PartyBox #10|Boombox #',
    soundbar: 'Bar #00|Bar 1000',
    gamingHeadset: 'Quantum #10|Quantum 910',
  }),
  brand('Beats', {
    headphones: 'Studio Pro|Solo #',
    earbuds: 'Studio Buds +|Fit Pro|Powerbeats Pro|Solo Buds',
  }),
  brand('Jabra', { earbuds: 'Elite #|Elite # Active|Evolve2 65t', headphones: 'Evolve2 85|Elite 85h' }),
  brand('Audio-Technica', { headphones: 'ATH-M#0x|ATH-M50xBT#|ATH-R70x', earbuds: 'ATH-CKS50TW|ATH-TWX9' }),
  brand('Sonos', {
    speaker: 'Era 100|Era 300|Roam #|Move #|Five',
    soundbar: 'Arc Ultra|Beam Gen #|Ray',
    headphones: 'Ace',
  }),
  brand('Marshall', {
    headphones: 'Major V|Monitor III|Major IV',
    speaker: 'Emberton III|Stanmore III|Acton III|Woburn III|Middleton|Willen II',
    earbuds: 'Motif II|Minor IV',
  }),
  brand('Bang & Olufsen', {
    headphones: 'Beoplay H#5|Beoplay HX',
    earbuds: 'Beoplay EX|Beoplay E8',
    speaker: 'Beosound A1|Beosound A5|Beosound Explore',
    soundbar: 'Beosound Stage',
  }),
  brand('Anker', {
    charger: 'Nano #|Prime 100W|#3# GaN|Nano II',
    powerBank: 'PowerCore 10K|Prime 20K|MagGo #|737',
    usbHub: 'PowerExpand #-in-1|PowerExpand 8-in-1',
  }),
  brand('Soundcore', {
    earbuds: 'Liberty # Pro|Space A40|P#i|Life P#',
    headphones: 'Space One|Life Q#0',
    speaker: 'Motion 300|Motion Boom|Boom #',
  }),
  brand('Shure', { headphones: 'Aonic 50 Gen 2|SRH#40A', earbuds: 'Aonic 215|Aonic Free' }),
  brand('Skullcandy', {
    headphones: 'Crusher Evo|Hesh ANC|Riff #',
    earbuds: 'Dime #|Indy Evo|Push Active|Sesh Evo',
  }),
  brand('Ultimate Ears', { speaker: 'Boom #|Megaboom #|Wonderboom #|Everboom|Hyperboom' }),
  brand('Edifier', { speaker: 'R1280DB|MR4|S#000MKII|QD35', headphones: 'W820NB Plus|Stax Spirit S3' }),
  brand('Nintendo', { console: 'Switch OLED|Switch Lite|Switch #', controller: 'Switch Pro|Joy-Con Pair' }),
  brand('Valve', { console: 'Steam Deck OLED|Steam Deck LCD', controller: 'Steam' }),
  brand('Logitech', {
    gamingMouse: 'G Pro X Superlight #|G502 X Plus|G305 Lightspeed',
    gamingKeyboard: 'G915 X|G Pro X TKL|G213',
    gamingHeadset: 'G Pro X #|G733 Lightspeed|G435',
    mouse: 'MX Master #S|MX Anywhere #S|M#20|Lift|Pebble M350s',
    keyboard: 'MX Keys S|MX Mechanical Mini|K380|Pop Keys|Ergo K860',
    webcam: 'Brio #00|C9#0e|StreamCam',
  }),
  brand('SteelSeries', {
    gamingHeadset: 'Arctis Nova Pro|Arctis Nova #|Arctis Nova 7X',
    gamingKeyboard: 'Apex Pro TKL|Apex #',
    gamingMouse: 'Rival #|Aerox # Wireless|Prime Mini',
  }),
  brand('Corsair', {
    gamingKeyboard: 'K70 RGB Pro|K65 Plus|K100 RGB',
    gamingHeadset: 'HS80 RGB|Virtuoso RGB XT|HS55',
    gamingMouse: 'M75 Air|Dark Core RGB Pro|Scimitar Elite',
  }),
  brand('HyperX', {
    gamingHeadset: 'Cloud III|Cloud Alpha|Cloud Stinger #',
    gamingKeyboard: 'Alloy Origins #|Alloy Rise',
    gamingMouse: 'Pulsefire Haste #',
  }),
  brand('Turtle Beach', { gamingHeadset: 'Stealth #00 Gen #|Recon #00', controller: 'Stealth Ultra|Recon' }),
  brand('8BitDo', {
    controller: 'Ultimate #C|Pro #|SN30 Pro|Ultimate Bluetooth',
    keyboard: 'Retro Mechanical',
  }),
  brand('Canon', {
    mirrorless: 'EOS R#|EOS R# Mark II|EOS R50|EOS R100',
    compactCamera: 'PowerShot G7 X Mark III|PowerShot V10|PowerShot SX740 HS',
    lens: 'RF|RF-S',
  }),
  brand('Nikon', {
    mirrorless: 'Z#|Z# II|Zf|Z fc|Z30',
    compactCamera: 'Coolpix P1000|Coolpix W150',
    lens: 'Nikkor Z|Nikkor Z DX',
  }),
  brand('Fujifilm', {
    mirrorless: 'X-T#|X-S#0|X-H2S|GFX100 II|X-M5',
    compactCamera: 'X100VI|Instax Mini 12|Instax Mini Evo|XF10',
    lens: 'XF|XC',
  }),
  brand('Panasonic', {
    mirrorless: 'Lumix S5 II|Lumix G9 II|Lumix GH#|Lumix S9',
    compactCamera: 'Lumix TZ99|Lumix LX100 II',
    tv: 'Z#5|MZ#000|LX#00',
  }),
  brand('GoPro', { actionCamera: 'Hero1# Black|Hero1# Black Creator Edition|Max 360|Hero#' }),
  brand('DJI', {
    drone: 'Mini # Pro|Air #S|Mavic # Pro|Avata #|Neo',
    actionCamera: 'Osmo Action #|Osmo 360',
    compactCamera: 'Osmo Pocket #',
  }),
  brand('Insta360', { actionCamera: 'X#|Ace Pro #|GO #|One RS' }),
  brand('Leica', { compactCamera: 'Q#|D-Lux 8|Sofort 2', mirrorless: 'SL#|CL|M11' }),
  brand('Belkin', {
    charger: 'BoostCharge Pro #-in-1|BoostCharge 65W',
    powerBank: 'BoostCharge Pro|MagSafe',
    usbHub: 'Connect Pro Thunderbolt #|Connect #-in-1',
  }),
  brand('UGREEN', {
    charger: 'Nexode #00W|Nexode Pro 65W|Nexode Air',
    powerBank: 'Nexode 25000|MagFlow',
    usbHub: 'Revodok #|Revodok Pro 210',
  }),
  brand('Keychron', { keyboard: 'K# Pro|Q# Max|V#|K# Max', mouse: 'M#' }),
  brand('SanDisk', {
    memoryCard: 'Extreme|Extreme Pro|Ultra|High Endurance',
    portableSsd: 'Extreme|Extreme Pro|Desk Drive',
  }),
  brand('Seagate', { portableSsd: 'One Touch|Ultra Touch|FireCuda Gaming' }),
  brand('Crucial', { portableSsd: 'X#|X# Pro|X10' }),
  brand('Elgato', { webcam: 'Facecam|Facecam Pro|Facecam MK.2' }),
  brand('Garmin', {
    smartwatch: 'Forerunner #65|Fenix #|Venu #|Instinct #|Epix Pro|Enduro #',
    fitnessTracker: 'Vivosmart #|Vivofit Jr. #',
  }),
  brand('Fitbit', { fitnessTracker: 'Charge #|Inspire #|Luxe|Ace LTE', smartwatch: 'Versa #|Sense #' }),
  brand('Amazfit', {
    smartwatch: 'GTR #|Balance|Active #|T-Rex #|Cheetah Pro',
    fitnessTracker: 'Band #|Helio Strap',
    smartRing: 'Helio',
  }),
  brand('Polar', {
    smartwatch: 'Vantage V#|Grit X2 Pro|Pacer Pro|Ignite #',
    fitnessTracker: 'Loop|Verity Sense',
  }),
  brand('Oura', { smartRing: 'Ring #|Ring # Ceramic' }),
  brand('Withings', { smartwatch: 'ScanWatch #|ScanWatch Light', fitnessTracker: 'Pulse HR' }),
  brand('TCL', { tv: 'QM#|Q#|C8#5|S#', soundbar: 'Q#5H|S#43H' }),
  brand('Hisense', { tv: 'U#N|U#K|A#N|E#N', soundbar: 'AX5125H|HS#' }),
  brand('Philips', {
    tv: 'OLED#0#|The One PUS8#0#|Ambilight PUS7#09',
    smartBulb: 'Hue White and Colour|Hue Filament|Hue Go',
  }),
  brand('Roku', { streamer: 'Streaming Stick 4K|Express 4K+|Ultra', tv: 'Pro Series|Select Series' }),
  brand('Nvidia', { streamer: 'Shield TV Pro|Shield TV' }),
  brand('Eufy', {
    robotVacuum: 'RoboVac X#0 Pro|RoboVac L#5|Omni S#',
    securityCamera: 'SoloCam S#0|eufyCam S#30|Indoor Cam E#0',
    doorbell: 'E#40|Dual',
  }),
  brand('iRobot', { robotVacuum: 'Roomba j#+|Roomba Combo j#+|Roomba #05 Max|Roomba i#+' }),
  brand('Roborock', { robotVacuum: 'S# MaxV Ultra|Q# Max+|Qrevo #|Saros #0' }),
  brand('Arlo', { securityCamera: 'Pro #|Essential #|Ultra #|Go #', doorbell: 'Essential #' }),
  brand('TP-Link', {
    meshWifi: 'Deco X#0|Deco XE#5|Deco BE#5',
    smartBulb: 'Tapo L5#0|Kasa KL1#5',
    securityCamera: 'Tapo C#10|Tapo C#20',
  }),
  brand('Netgear', { meshWifi: 'Orbi #70|Orbi RBK#5|Nighthawk MK#3' }),
  brand('Ring', {
    doorbell: 'Battery Pro|Wired Plus|Doorbell #',
    securityCamera: 'Stick Up Cam Pro|Spotlight Cam Plus|Indoor Cam Gen #|Floodlight Cam Pro',
  }),
  brand('Nanoleaf', { smartBulb: 'Essentials A#9|Shapes|Lines' }),
  brand('Wyze', { securityCamera: 'Cam v#|Cam Pan v#|Cam OG|Battery Cam Pro', doorbell: 'Duo' }),
  brand('ecobee', { thermostat: 'Premium|Enhanced|Essential' }),
];
