/**
 * The words of the story safety policy (docs/decisions/030-story-safety-policy.md), as data. Entries
 * are separated by commas or line breaks and may have several words. A word is stemmed ("stab" also
 * catches "stabbed", "matar" also "matando"), unless it starts with "=": then only that spelling
 * counts ("=rape" must not catch "rap"). Every text is read with both languages' lists.
 *
 * CATEGORY_WORDS are refused wherever they stand. CONCEPT_WORDS are harmless alone and refused only
 * in the combinations of combinations.ts ("put" + "the baby" + "in the oven"). ALLOWED_PHRASES are
 * harmless uses of a listed word, taken out before anything is looked for.
 */

export type UnsafeCategory =
  'violence' | 'weapons' | 'sexual' | 'self-harm' | 'drugs' | 'hate' | 'profanity' | 'horror';

export type Concept =
  | 'act'
  | 'target'
  | 'young'
  | 'put'
  | 'danger-place'
  | 'cut'
  | 'body'
  | 'self'
  | 'death'
  | 'want'
  | 'soft-weapon'
  | 'group'
  | 'gender'
  | 'insult'
  | 'bad'
  | 'everyone'
  | 'eat'
  | 'undress'
  | 'intimate'
  | 'smoke'
  | 'smokable'
  | 'drink'
  | 'soft-alcohol'
  | 'contest'
  | 'sell'
  | 'pills'
  | 'gore-bit';

export interface Lexicon<Tag extends string> {
  readonly tag: Tag;
  readonly en: string;
  readonly es: string;
}

/** Checked in this order: the first category found names the refusal. */
export const CATEGORY_WORDS: readonly Lexicon<UnsafeCategory>[] = [
  {
    tag: 'self-harm',
    en: `suicide, suicidal, selfharm, self harm, self-harm, =kys, kill myself, kill yourself, kill himself,
      kill herself, end my life, end her life, end his life, end your life, take my life, hang myself, hang himself, hang herself, jump off a bridge`,
    es: `suicidio, suicida, suicidar, autolesion, autolesionar, quitarme la vida, quitarse la vida,
      quitarte la vida, dejar de comer hasta, no volver a comer, =para =morir, =para =morirme, =para =morirse, =matate, =matarme, =matarse`,
  },
  {
    tag: 'sexual',
    en: `sex, sexy, sexual, =porn, =porno, pornography, pornographic, =nude, =nudes, =naked, nsfw, =xxx,
      erotic, =boobs, =tits, =titties, penis, vagina, =condom, =condoms, orgasm, =horny, =stripper, =strippers,
      =striptease, prostitute,
      brothel, =rape, =raped, =rapes, =raping, =rapist, =rapists, molest, pedophile, paedophile, fetish,
      =kinky, onlyfans, private parts, =blowjob, =hentai`,
    es: `sexo, =sexy, sexual, pornografia, pornografico, =desnudo, =desnuda, =desnudos, =desnudas, erotico,
      =tetas, =pene, =penes, =vagina, condon, orgasmo, cachondo, prostituta, prostituto, =violar, =violo,
      =violaron, =violada, =violado, =violador, =violadores, =violacion, =violan, pederasta, partes intimas,
      =follar, =follando, =folla, =follan, =culos, =chupapollas, para adultos`,
  },
  {
    tag: 'hate',
    en: `=nigger, =niggers, =nigga, =niggas, =faggot, =faggots, =fag, =fags, =retard, =retards, =retarded,
      =spastic, =spaz, =tranny, =trannies, =chink, =chinks, =kike, =kikes, =paki, =pakis, =wetback, =gypo,
      =gyppo, white power, hitler was right, heil hitler, =nazi, =nazis`,
    es: `=maricon, =maricones, =marica, =maricas, =sudaca, =sudacas, =negrata, =negratas, =mongolo,
      =mongola, =subnormal, =subnormales, =retrasado, =retrasada, =panchito, =panchitos, hitler tenia razon,
      =nazi, =nazis, =sarasa, =bollera`,
  },
  {
    tag: 'violence',
    en: `kill, murder, stab, strangle, massacre, slaughter, behead, decapitate, torture, kidnap, terrorist,
      terrorism, =war, =wars, school shooting, mass shooting, assassinate, =abuse, =abused, =abusing, molotov,
      bloodbath, =hitman, =manslaughter, beat up, beat him up, beat her up,
      burn alive, burned alive, burnt alive`,
    es: `matar, =mato, =mata, =matan, =mataron, =matando, =matado, =matarlo, =matarla, =matarlos,
      =matarlas, =matarle, =matadlo, asesinar, asesino, asesina, asesinato, apunalar, acuchillar,
      estrangular, masacre, masacrar, matanza, degollar, decapitar, torturar, tortura, secuestrar, secuestro,
      terrorista, terrorismo, atentado, tiroteo, balacera, paliza, abusar, =guerra, =guerras, maltrato,
      maltratar, quemar vivo, quemar viva, quemar vivos, quemaron vivos, quemo vivos, quemo vivo, =sicario`,
  },
  {
    tag: 'weapons',
    en: `=gun, =guns, gunfire, gunshot, gunpoint, handgun, shotgun, machine gun, machinegun, =pistol, =pistols,
      =rifle, =rifles, =bullet, =bullets, =bomb, =bombs, =bombing, =bombed, grenade, explosive, =weapon,
      =weapons, =revolver, =revolvers, =ak47, =ak-47, sniper, =uzi, =ammo, =ammunition, =firearm, =firearms`,
    es: `pistola, escopeta, =rifle, =rifles, =bala, =balas, balazo, =bomba, =bombas, bombardear, granada de mano,
      explosivo, =arma, =armas, =revolver, ametralladora, francotirador, fusil, =metralleta, =metralletas,
      =municion`,
  },
  {
    tag: 'horror',
    en: `=gore, =gory, corpse, dead body, dead bodies, demon, satan, satanic, possessed, exorcism, dismember,
      mutilate, =zombie, =zombies, horror, =severed, gruesome, cannibal, =cadaver, slasher, =bloody,
      =blood, =bloodied, =eyeballs, =entrails, rip out their hearts, rips out their hearts, =beheaded`,
    es: `=gore, cadaver, demonio, satanas, satanico, =poseida, =poseido, exorcismo, descuartizar, mutilar,
      =zombi, =zombis, =zombie, =zombies, canibal, macabro, =sangre, sangriento, ensangrentar, de terror,
      =cabezas =cortadas, arrancar el corazon, arranca el corazon, =visceras`,
  },
  {
    tag: 'drugs',
    en: `=drug, =drugs, cocaine, =heroin, marijuana, cannabis, =meth, =lsd, =ecstasy, =beer, =beers,
      =vodka, =whisky, =whiskey, =tequila, =rum, alcohol, alcoholic, =drunk, =drunken, cigarette, =cigar,
      =cigars, =vape, =vaping, =vapes, =stoned, get high, getting high, high on, get wasted, got wasted,
      =crack =pipe, =bong, =hangover`,
    es: `droga, drogar, cocaina, =heroina, marihuana, =porro, =porros, metanfetamina, =lsd, =extasis,
      cerveza, =vodka, =whisky, =tequila, =chupito, =chupitos, =ron, alcohol, alcoholico, borracho,
      emborrachar, cigarro, cigarrillo, =tabaco, vapear, =colocarse, =colocado, =resaca, =cubata`,
  },
  {
    tag: 'profanity',
    en: `=fuck, =fucks, =fucked, =fucking, =fucker, =fuckers, =fuk, =fck, =fcking, =fuckin, =motherfucker,
      =motherfuckers, =wtf, =stfu, =shit, =shits, =shitty, =shitting, =bullshit, =bitch, =bitches,
      =bitchy, =cunt, =cunts, =asshole, =assholes, =arsehole, =bastard, =bastards, =bollocks,
      dumb ass, =dumbass, smart ass, kiss my ass, your ass, =jackass, =crap, =damn, =dammit, =goddamn, =dickhead, dick head, =dicks, =piss, =pissed, =prick,
      =slut, =sluts, =twat, =wanker, =wankers, =whore, =whores, son of a bitch`,
    es: `=puta, =putas, =puto, =putos, =putada, =hijoputa, =hdp, hijo de puta, =mierda, =mierdas, =joder,
      =jodido, =jodida, =jodete, =jodeos, =coño, =gilipollas, =gilipolla, =cabron, =cabrona, =cabrones,
      =cojones, =cojon, =polla, =pollas, =chocho, =verga, =pendejo, =pendeja, =pendejos, =culo, =carajo,
      me cago, =hostia =puta, =ostia, =malparido, =cabronazo, =mamon`,
  },
];

export const CONCEPT_WORDS: readonly Lexicon<Concept>[] = [
  {
    // Acts that harm when done to someone: "hit the baby", "le pega a su perro".
    tag: 'act',
    en: `hit, punch, kick, slap, shoot, =shot, burn, drown, choke, poison, hurt, beat, smash, crush, whip,
      attack, harm, injure, bash, squash, strangle, starve, stomp on, on fire, run over the, ran over the,
      run over a, ran over a`,
    es: `pegar, golpear, patear, abofetear, disparar, quemar, ahogar, ahorcar, envenenar, lastimar, =herir,
      =hirio, =hiere, =hieren, =herirle, =herirlo,
      aplastar, atropellar, atacar, hacer dano, puñetazo, =punetazo, bofetada, apalear, pisotear`,
  },
  {
    // Someone who can be harmed: people and pets.
    tag: 'target',
    en: `baby, kid, child, =children, boy, girl, brother, sister, mom, mum, mommy, mummy, mother, dad, daddy,
      father, grandma, granny, grandpa, grandad, grandmother, grandfather, teacher, friend, classmate, person,
      =people, =man, =men, woman, =women, lady, family, =him, =them, =everyone, =everybody, cat,
      kitten, kitty, dog, puppy, pup, bunny, rabbit, hamster, pet, =animal, =animals, pony, horse, bird,
      parrot, sheep, shepherd, princess, prince, king, queen, witch, neighbour, neighbor, son, daughter,
      =frog, =baby brother, =baby sister`,
    es: `=bebe, =bebes, =bebito, =bebita, =niño, =niña, =niños, =niñas, =nino, =ninos, =ninas, chico, chica, hermano, hermana, hermanito, hermanita, mama, =papa, =papas, abuela,
      abuelo, abuelita, abuelito, profe, profesor, profesora, maestra, maestro, amigo, amiga, companero,
      companera, =gente, persona, senor, senora, hombre, mujer, familia, =todos, gato, gatito, perro, perrito,
      cachorro, conejo, conejito, hamster, mascota, animal, pajaro, loro, oveja, pastor, princesa, principe,
      =rey, reina, bruja, vecino, vecina, hijo, hija, rana`,
  },
  {
    // The young ones: a monster that eats them is a horror story.
    tag: 'young',
    en: `baby, kid, =children, boy, girl`,
    es: `=bebe, =bebes, =bebito, =bebita, =niño, =niña, =niños, =niñas, =nino, =ninos, =ninas, chico, chica`,
  },
  {
    tag: 'put',
    en: `put, throw, toss, lock, shove, stuff, stick, push, drop, dunk, chuck, =threw`,
    es: `meter, tirar, echar, encerrar, lanzar, poner, empujar, arrojar`,
  },
  {
    tag: 'danger-place',
    en: `oven, microwave, washing machine, washer, dryer, tumble dryer, freezer, =fridge, =fire, bonfire,
      furnace, toilet, blender, boiling water, bin, trash, =window, cliff, =bridge`,
    es: `horno, microondas, lavadora, secadora, congelador, nevera, frigorifico, =fuego, hoguera, batidora,
      =vater, inodoro, agua hirviendo, basura, ventana, barranco, acantilado, =puente, =pozo, escaleras`,
  },
  {
    tag: 'cut',
    en: `cut off, chop off, chop, rip, tear off, tear out, pull out, cut`,
    es: `=cortar, =cortarle, =cortarles, =cortarme, =cortarse, =cortaron, =cortando, =corta, =cortan, arrancar,
      =cortadas, =cortados, =cortada, =cortado`,
  },
  {
    tag: 'body',
    en: `head, =arm, =arms, =leg, =legs, finger, =eyes, =eye, heart, =throat, =neck, =wrist, =wrists, tongue,
      =ears, =toes`,
    es: `cabeza, brazo, pierna, dedo, =ojos, corazon, cuello, garganta, muneca, =munecas, lengua, =orejas`,
  },
  {
    tag: 'self',
    en: `myself, yourself, himself, herself, themselves, oneself`,
    es: ``,
  },
  {
    tag: 'death',
    en: `=die, =dies, =died, =dying, =dead, =death, =deaths`,
    es: `=morir, =morirme, =morirse, =muero, =muere, =mueren, =murio, =murieron, =muriendo, muerto, muerte`,
  },
  {
    tag: 'want',
    en: `=want, =wanna, =wants, =wanted`,
    es: `=quiero, =quiere, =quieren, =kiero, =queria, =quisiera, =deseo`,
  },
  {
    tag: 'soft-weapon',
    en: `knife, =knives, machete, =axe, =razor, =blade`,
    es: `cuchillo, navaja, machete, hacha, cuchilla`,
  },
  {
    // People spoken of as a group by what they are: with an insult, that is hate.
    tag: 'group',
    en: `muslim, jew, =jews, =black =people, =blacks, =gays, =gay =people, gypsy, =mexicans, immigrant,
      =fat =people, =chinese, =arabs, =refugees, =asians, =africans, =disabled =people, =lesbians`,
    es: `musulman, judio, =negros, =gays, =gitanos, =gitanas, =moros, inmigrante, =gordos, =chinos, =arabes,
      =mexicanos, =sudamericanos, refugiado, =lesbianas, =maricones`,
  },
  {
    tag: 'gender',
    en: `=girls, =boys, =women, =men`,
    es: `=ninas, =mujeres, =hombres`,
  },
  {
    tag: 'insult',
    en: `stupid, =dumb, disgusting, =gross, =terrorists, =rapists, =criminals, =thieves, =steal, =dirty,
      =ugly, inferior, =shut =up, =should =die, =vermin, =subhuman`,
    es: `=tonto, =tonta, =tontos, =tontas, asqueroso, asquerosa, =terroristas, =violadores, =ladrones, robar,
      =roban, =sucios, =feos, inferior, =callarse, =deberian =morirse, =deberian =morir, =de =mierda`,
  },
  {
    tag: 'bad',
    en: `=bad, =evil, =worse`,
    es: `=malos, =malas, malvado`,
  },
  {
    tag: 'everyone',
    en: `=everyone, =everybody, =all`,
    es: `=todos, =todas, =todo =el =mundo`,
  },
  {
    tag: 'eat',
    en: `eat, =ate, =eaten, devour`,
    es: `=comer, =comerse, =comerme, =come, =comen, =comio, =comiendo, devorar`,
  },
  {
    tag: 'undress',
    en: `take off their clothes, take off her clothes, take off his clothes, took off their clothes, undress`,
    es: `quitan la ropa, quita la ropa, quitarse la ropa, desnudar`,
  },
  {
    tag: 'intimate',
    en: `kiss, =bed, touch`,
    es: `besar, =cama, tocar`,
  },
  {
    tag: 'smoke',
    en: `smoke, =smoking`,
    es: `fumar, =fuma, =fuman, =fumando`,
  },
  {
    tag: 'smokable',
    en: `=weed, =joint, =joints, =pipe, =blunt`,
    es: `=puro, =puros, =pipa, =hierba, =maria`,
  },
  {
    tag: 'drink',
    en: `drink, =drank, sip`,
    es: `beber, =bebe, =beben, =bebia, =bebio, tomar`,
  },
  {
    tag: 'soft-alcohol',
    en: `=wine, =champagne, =cocktails, =shots, =booze, =gin, =cider`,
    es: `=vino, =champan, =cava, =sidra, =copas`,
  },
  {
    tag: 'contest',
    en: `=chess, race, =game, =match, =cards, =football, =quiz`,
    es: `ajedrez, carrera, partido, =juego, =cartas, =futbol, ganar`,
  },
  {
    tag: 'sell',
    en: `sell, deal`,
    es: `vender, =vende, =venden`,
  },
  {
    tag: 'pills',
    en: `=pills, =pill, =tablets`,
    es: `=pastillas, =pastilla`,
  },
  {
    tag: 'gore-bit',
    en: `=guts, =brains, =intestines, =skull, =bones`,
    es: `=tripas, =sesos, =intestinos, =huesos, =craneo`,
  },
];

/** Harmless uses of listed words, taken out before checking. */
export const ALLOWED_PHRASES: Lexicon<'allowed'> = {
  tag: 'allowed',
  en: `shooting star, killer whale, assassin bug, bath bomb, confetti bomb, seed bomb, dead end, star wars,
    tug of war, war of the roses, knife and fork, butter knife, water gun, water pistol, nerf gun, glue gun,
    gun metal, gunmetal, naked mole rat, naked eye, blue tit, great tit, coal tit, killing time, kill time,
    killer joke, jokes were killer, feet are killing, dying to, drop dead gorgeous, pillow fight, war paint,
    hot dog, hot dogs, bang on, beat the drum, beat the eggs, beating eggs, beat eggs, cake batter, ginger beer,
    root beer, photo shoot, bomb of confetti, war stories, smoke alarm, smoked salmon, fire station, crack an egg, crack the egg, crack a joke, punch line,
    fruit punch, killer bee, killer bees, jack the giant killer`,
  es: `estrella fugaz, bomba de agua, bomba de bano, bombas de bano, bomba en la piscina, en bomba,
    cuchillo y tenedor, pistola de agua, pistolas de agua, rata topo desnuda, guerra de almohadas,
    guerra de bolas de nieve, guerra de agua, guerra de pistolas de agua, guerra de globos, bala de paja, bala de heno, jaque mate,
    un mate, matar el tiempo, me muero de, muerto de risa, muerta de risa, muertos de risa, muerto de miedo,
    muerto de hambre, muerto de sueno, dia de los muertos, dia de muertos, matan los pies, pez espada,
    pez martillo, tiburon martillo, la heroina, una heroina, nuestra heroina, mi heroina, su heroina,
    heroina del, heroina de la, tiro con arco, tirar la pelota, echar de menos, cortar el pelo`,
};

/** Short words that stand for something else in the other language ("mat", "mate"), never matched. */
export const HARMLESS_WORDS: readonly string[] = ['mat', 'mats', 'mate', 'mates', 'rap', 'arm', 'arms'];
