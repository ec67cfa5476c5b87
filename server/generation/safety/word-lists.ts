/**
 * What a children's story must not contain, in English and Spanish, by kind. Words are matched whole
 * (so "class", "Scunthorpe", "skill" and "disparatado" are fine); `prefix` entries also catch their
 * longer forms ("killing", "murderer"). Phrases in ALLOWED_PHRASES are harmless uses of a listed
 * word and are removed before checking: a shooting star, a killer whale, a bath bomb. "Shoot" itself
 * is not listed: a green shoot is a plant, and a shooting needs a gun, which is listed.
 */

export type UnsafeKind = 'self-harm' | 'hate' | 'profanity' | 'adult' | 'violence' | 'drugs' | 'horror';

export interface WordList {
  readonly kind: UnsafeKind;
  /** Whole words. */
  readonly words: readonly string[];
  /** Words that start with these. */
  readonly prefixes: readonly string[];
  /** Several words in a row, one phrase per line. */
  readonly phrases: readonly string[];
}

const split = (text: string) => text.split(/\s+/).filter(Boolean);
const perLine = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** Checked in this order: the first kind found decides the message. */
export const WORD_LISTS: readonly WordList[] = [
  {
    kind: 'self-harm',
    words: split(`
      suicide suicidal selfharm suicidio suicidarse suicida autolesion autolesionarse matarme matarse
    `),
    prefixes: split(``),
    phrases: perLine(`
      kill myself
      kill yourself
      self harm
      hurt myself
      cut myself
      hang myself
      quitarme la vida
      quitarse la vida
    `),
  },
  {
    kind: 'hate',
    words: split(`
      nigger niggers nigga faggot faggots fag retard retarded spastic spaz tranny chink kike paki wetback
      maricon maricones marica sudaca subnormal negrata mongolo
    `),
    prefixes: split(``),
    phrases: [],
  },
  {
    kind: 'profanity',
    words: split(`
      ass arse asshole arsehole bastard bastards bollocks crap damn dick dicks cock cocks piss pissed
      pissing prick slut sluts twat wanker wankers whore whores bullshit puta putas puto putos hijoputa
      mierda mierdas joder jodido jodida jodete coño gilipollas cabron cabrona cabrones hostia hostias
      cojones cojon polla pollas chocho verga pendejo pendeja pendejos culo culos follar follando carajo
    `),
    prefixes: split(`fuck fck shit bitch cunt motherfuck`),
    phrases: [],
  },
  {
    kind: 'adult',
    words: split(`
      sex sexy sexual sexually porn porno pornography pornographic nude nudes naked nsfw xxx erotic boobs
      tits penis vagina condom condoms orgasm horny stripper prostitute brothel rape raped raping rapist
      molest molested pedophile paedophile fetish kinky onlyfans sexo pornografia pornografico desnudo
      desnuda desnudos desnudas erotico erotica tetas pene condon orgasmo cachondo cachonda prostituta
      violacion violar violador pederasta
    `),
    prefixes: split(``),
    phrases: [],
  },
  {
    kind: 'violence',
    words: split(`
      stab stabs stabbed stabbing shooting shooter gun guns gunfire gunshot gunpoint handgun shotgun
      machinegun pistol pistols rifle rifles bullet bullets bomb bombs bombing grenade grenades explosive
      explosives weapon weapons knife knives blood bloody bleeding dead death deaths die dies died dying
      war wars kidnap kidnapped kidnapping torture tortured strangle strangled massacre slaughter behead
      beheaded decapitate decapitated execute executed execution terrorist terrorists violence violent
      abuse abused assault hitman assassin assassinate matar mato mató matan mataron matando muerte
      muertes muerto muerta muertos muertas morir murio murieron asesinar asesino asesina asesinos
      asesinato apuñalar apuñalo disparar disparo disparos dispararon pistola pistolas fusil fusiles bala
      balas bomba bombas explosivo explosivos arma armas cuchillo cuchillos sangre sangriento sangrienta
      guerra guerras secuestrar secuestro secuestrado secuestrada tortura torturar estrangular masacre
      matanza degollar decapitar decapitado ejecutar terrorista terroristas violencia violento violenta
      maltrato paliza
    `),
    prefixes: split(`kill murder`),
    phrases: [],
  },
  {
    kind: 'drugs',
    words: split(`
      drug drugs cocaine heroin marijuana cannabis meth lsd beer beers wine vodka whisky whiskey alcohol
      alcoholic drunk cigarette cigarettes cigar cigars vape vaping droga drogas drogado drogada cocaina
      heroina marihuana porro porros cerveza cervezas alcoholico borracho borracha borrachos cigarro
      cigarros cigarrillo cigarrillos tabaco fumar fumando
    `),
    prefixes: split(``),
    phrases: [],
  },
  {
    kind: 'horror',
    words: split(`
      gore gory corpse corpses demon demons satan satanic possessed exorcism dismember dismembered
      mutilate mutilated zombie zombies horror severed gruesome bloodbath cannibal cadaver cadaveres
      demonio demonios satanas satanico poseido poseida exorcismo descuartizar descuartizado mutilar zombi
      zombis canibal macabro macabra
    `),
    prefixes: split(``),
    phrases: [],
  },
];

/** Harmless uses of listed words, removed before checking. */
export const ALLOWED_PHRASES: readonly string[] = perLine(`
  shooting star
  shooting stars
  killer whale
  killer whales
  assassin bug
  assassin bugs
  bath bomb
  bath bombs
  dead end
  star wars
  knife and fork
  water gun
  water guns
  water pistol
  naked mole rat
  blue tit
  blue tits
  great tit
  bomba de agua
  cuchillo y tenedor
  pistola de agua
  rata topo desnuda
  tug of war
  bala de paja
  bala de heno
`);

/** Words so strong that they are looked for even when disguised ("f*ck", "sh!t"). */
export const DISGUISED: readonly string[] = ['fuck', 'shit', 'cunt', 'bitch', 'puta', 'mierda'];
