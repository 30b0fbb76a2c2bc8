"""Write the pigeon-racing KGQA set: racing-pigeon clubs, fanciers, lofts, birds and races.

Run: python benchmarks/kgqa/pigeon-racing/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6521
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

COUNTIES = ["Wharfeshire", "Airedale", "Tyneford", "Derwentshire", "Ribblesdale", "Holderness"]
TOWNS = [
    "Ashworth",
    "Barnsdale",
    "Colbeck",
    "Dunholme",
    "Edgecote",
    "Fellside",
    "Garrowby",
    "Hensall",
    "Ingleby Cross",
    "Kelbrook",
    "Lanshaw",
    "Marsden Vale",
    "Netherby",
    "Oakenclough",
    "Pateley",
    "Ravenholt",
    "Slaidburn Fold",
    "Thornaby",
    "Upperthwaite",
    "Whinmoor",
    "Yeadon Moor",
    "Bramcote",
    "Cleckworth",
    "Denholme Edge",
    "Elland Fold",
    "Hollinsend",
    "Ketteridge",
    "Lowfell",
    "Mossbrook",
    "Skelder",
]
COUNTRIES = ["France", "Spain", "Belgium", "England", "Netherlands", "Germany", "Scotland"]
LIB_POINTS = {
    "Fougères": "France",
    "Messac": "France",
    "Bourges": "France",
    "Tarbes": "France",
    "Alençon": "France",
    "Niort": "France",
    "Ancenis": "France",
    "Palamós": "Spain",
    "Irún": "Spain",
    "Quiévrain": "Belgium",
    "Weymouth": "England",
    "Berwick": "Scotland",
}
CLOCKS = {
    "Tauris Timing": "Germany",
    "Vanderpool Systems": "Netherlands",
    "Belclok": "Belgium",
    "Skytrak": "Germany",
}
STRAINS = {
    "Vandenbeek": "Belgium",
    "Delcourt": "France",
    "Heremans": "Belgium",
    "Osterlund": "Netherlands",
    "Logie": "Scotland",
    "Stassart": "Belgium",
    "Verbruggen": "Netherlands",
    "Kirkhaven": "England",
    "Moerman": "Belgium",
    "Blanchet": "France",
}
COLOURS = ["Blue Bar", "Blue Chequer", "Red Chequer", "Mealy", "Dark Chequer", "Grizzle", "Pied"]
FEDS = [
    "North Pennine Combine",
    "Wharfe Valley Federation",
    "Three Counties Combine",
    "Airedale & District Federation",
    "Tyneford Amalgamation",
]
FED_SHORT = dict(
    zip(
        FEDS,
        ["North Pennine", "Wharfe Valley", "Three Counties", "Airedale", "Tyneford"],
        strict=True,
    )
)
CLUB_KINDS = ["Flying Club", "Homing Society", "Premier RPC", "Working Men's HS", "Social FC"]
CORN = ["Harker Corn Mills", "Dewhirst Feeds", "Beck & Sons Grain", "Moorland Mixtures"]
SPONSORS = [
    *CORN,
    "Pennine Pigeon Supplies",
    "Northway Motors",
    "Tallis Insurance",
    "Greenhow Brewery",
]
VETS = [
    "Calder Bird Clinic",
    "Fellside Avian Vets",
    "Moorgate Veterinary Centre",
    "Riverside Loft Health",
    "Brookfield Vets",
    "Hollins Pigeon Surgery",
]
LOFTS = [
    "Moorview",
    "Hillcrest",
    "Beckside",
    "Larkfield",
    "Windyridge",
    "Highfold",
    "Crowtrees",
    "Stonegate",
    "Brookhouse",
    "Greenacre",
    "Heatherlea",
    "Millbank",
    "Fernlea",
    "Cragside",
    "Ashgrove",
    "Tophill",
    "Oakfield",
    "Rosebank",
    "Lowgate",
    "Sunnyside",
    "Meadowcroft",
    "Brackenhill",
    "Clough Top",
    "Whitegates",
    "Hollybush",
    "Hawthorn",
    "Laneside",
    "Kirkstile",
    "Springwell",
    "Edgefield",
    "Wharfeside",
    "Nabwood",
    "Thornfield",
    "Moss Lane",
    "Cold Edge",
    "Hagg Farm",
    "Bridge End",
    "Pennine View",
    "Low Royd",
    "High Royd",
]
BIRDS = [
    "Blue Thunder",
    "Lady Luck",
    "Northern Star",
    "Misty Lady",
    "Big Red",
    "Storm Chaser",
    "Silver Arrow",
    "Dark Destroyer",
    "Little Gem",
    "Homeward Bound",
    "Jet Stream",
    "Speedy Sue",
    "Wild Rover",
    "Midnight Express",
    "Ironside",
    "Golden Girl",
    "Roxanne",
    "Firecracker",
    "Sweet Caroline",
    "Lucky Lad",
    "Pennine Prince",
    "Moorland Lass",
    "The Professor",
    "Rocket Man",
    "Duchess",
    "Sky Dancer",
    "Wee Jock",
    "Night Rider",
    "Bullet",
    "Cheeky Chap",
    "Spitfire",
    "Old Faithful",
    "Flying Nun",
    "Zephyr",
    "Maverick",
    "Bonnie Lass",
    "Kestrel",
    "Marathon Man",
    "Dotty",
    "Harvest Moon",
    "Tornado Tess",
    "Braveheart",
    "Smokey Joe",
    "Queenie",
    "Nightingale",
]
FIRST = [
    "Alan",
    "Barry",
    "Colin",
    "Derek",
    "Eric",
    "Frank",
    "Gordon",
    "Harry",
    "Ian",
    "Jack",
    "Keith",
    "Len",
    "Malcolm",
    "Norman",
    "Owen",
    "Pete",
    "Ray",
    "Stan",
    "Terry",
    "Walter",
    "Brenda",
    "Carol",
    "Doreen",
    "Elaine",
    "Jean",
    "Maureen",
    "Pauline",
    "Sandra",
    "Tina",
    "Wendy",
    "Kevin",
    "Gary",
    "Dean",
    "Lee",
    "Shaun",
    "Joan",
]
LAST = [
    "Hartley",
    "Sutcliffe",
    "Ackroyd",
    "Barraclough",
    "Crabtree",
    "Dewhurst",
    "Greenwood",
    "Holroyd",
    "Ingham",
    "Jagger",
    "Kershaw",
    "Lister",
    "Mitchell",
    "Naylor",
    "Oldroyd",
    "Pickles",
    "Rushworth",
    "Shackleton",
    "Thwaite",
    "Utley",
    "Wadsworth",
    "Whiteley",
    "Bairstow",
    "Fearnley",
    "Gaukroger",
    "Haigh",
    "Illingworth",
    "Marsden",
    "Priestley",
    "Sugden",
]
RACE_KINDS = ["Open", "National", "Classic", "Young Bird Race", "Derby"]


def _people(rng: random.Random, n: int) -> list[str]:
    out: list[str] = []
    while len(out) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in out:
            out.append(name)
    return out


def _places(rng: random.Random) -> list[Fact]:
    facts: list[Fact] = [(t, "county", COUNTIES[i % len(COUNTIES)]) for i, t in enumerate(TOWNS)]
    facts += [(p, "country", c) for p, c in LIB_POINTS.items()]
    facts += [(c, "made in", k) for c, k in CLOCKS.items()]
    facts += [(s, "origin", k) for s, k in STRAINS.items()]
    facts += [(s, "based in", rng.choice(TOWNS)) for s in SPONSORS]
    facts += [(v, "in town", rng.choice(TOWNS)) for v in VETS]
    facts += [(f, "HQ", rng.choice(TOWNS)) for f in FEDS]
    return facts


def _clubs(rng: random.Random, fanciers: list[str]) -> tuple[list[Fact], list[str]]:
    facts: list[Fact] = []
    clubs: list[str] = []
    towns = rng.sample(TOWNS, 18)
    for i, town in enumerate(towns):
        club = f"{town} {CLUB_KINDS[i % len(CLUB_KINDS)]}"
        clubs.append(club)
        facts += [(club, "in town", town), (club, "combine", FEDS[i % len(FEDS)])]
    # members: every fancier in one club, a third in a second one
    for i, person in enumerate(fanciers):
        first = clubs[i % len(clubs)]
        facts.append((person, "member of", first))
        if i % 3 == 0:
            second = rng.choice([c for c in clubs if c != first])
            facts.append((person, "member of", second))
    for club in clubs:
        members = sorted({h for h, r, t in facts if r == "member of" and t == club})
        sec, chair = rng.sample(members, 2)
        facts += [(club, "sec.", sec), (club, "chair", chair)]
    return facts, clubs


def _fanciers(rng: random.Random, fanciers: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    for i, person in enumerate(fanciers):
        facts.append((person, "lives in", rng.choice(TOWNS)))
        if i >= 8 and rng.random() < 0.75:
            facts.append((person, "introduced by", rng.choice(fanciers[:i])))
        if rng.random() < 0.8:
            facts.append((person, "clock", rng.choice(sorted(CLOCKS))))
        if rng.random() < 0.6:
            facts.append((person, "vet", rng.choice(VETS)))
    return facts


def _lofts(rng: random.Random, fanciers: list[str]) -> tuple[list[Fact], list[str]]:
    facts: list[Fact] = []
    lofts = [f"{w} Loft" for w in LOFTS]
    for i, person in enumerate(fanciers):
        facts.append((person, "partner in", lofts[i % len(lofts)]))
    for loft in lofts:
        facts += [(loft, "at", rng.choice(TOWNS)), (loft, "corn", rng.choice(CORN))]
    return facts, lofts


def _birds(rng: random.Random, fanciers: list[str], lofts: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    for bird in BIRDS:
        facts += [
            (bird, "bred by", rng.choice(fanciers)),
            (bird, "loft", rng.choice(lofts)),
            (bird, "family", rng.choice(sorted(STRAINS))),
            (bird, "colour", rng.choice(COLOURS)),
        ]
    return facts


def _club_town(club: str) -> str:
    return next(club.removesuffix(" " + k) for k in CLUB_KINDS if club.endswith(k))


def _races(rng: random.Random, fanciers: list[str], clubs: list[str]) -> list[Fact]:
    facts: list[Fact] = []
    points = sorted(LIB_POINTS)
    seen: set[str] = set()
    while len(seen) < 18:
        point = rng.choice(points)
        org = rng.choice(FEDS + clubs[:6])
        short = FED_SHORT[org] if org in FEDS else _club_town(org)
        race = f"{short} {point} {rng.choice(RACE_KINDS)}"
        if race in seen:
            continue
        seen.add(race)
        facts += [
            (race, "lib. site", point),
            (race, "run by", org),
            (race, "convoyer", rng.choice(fanciers)),
            (race, "sponsor", rng.choice(SPONSORS)),
        ]
        facts += [(race, "1st", b) for b in rng.sample(BIRDS, rng.choice([1, 1, 2]))]
        facts += [(race, "entry", c) for c in rng.sample(clubs, rng.randint(2, 4))]
    return facts


def facts() -> list[Fact]:
    rng = random.Random(SEED)
    fanciers = _people(rng, 66)
    club_facts, clubs = _clubs(rng, fanciers)
    loft_facts, lofts = _lofts(rng, fanciers)
    return (
        _places(rng)
        + club_facts
        + _fanciers(rng, fanciers)
        + loft_facts
        + _birds(rng, fanciers, lofts)
        + _races(rng, fanciers, clubs)
    )


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED + 1)
    return name_facts(facts(), rng, range(10000), lambda n: f"lft:{n:04d}")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


SPECS: list[tuple] = [
    # one hop
    (
        "p1-01",
        "who's the secretary of Whinmoor Flying Club",
        ["Whinmoor Flying Club"],
        [("sec.", F)],
        ["Harry Fearnley"],
    ),
    (
        "p1-02",
        "what fed is the Cleckworth Homing Society in?",
        ["Cleckworth Homing Society"],
        [("combine", F)],
        ["Wharfe Valley Federation"],
    ),
    (
        "p1-03",
        "who won the airedale bourges classic",
        ["Airedale Bourges Classic"],
        [("1st", F)],
        ["Duchess", "Zephyr"],
    ),
    ("p1-04", "Big Red - what bloodline is he?", ["Big Red"], [("family", F)], ["Delcourt"]),
    ("p1-05", "what colour is Silver Arrow", ["Silver Arrow"], [("colour", F)], ["Red Chequer"]),
    ("p1-06", "Who bred Misty Lady?", ["Misty Lady"], [("bred by", F)], ["Owen Fearnley"]),
    ("p1-07", "which loft does Kestrel race for", ["Kestrel"], [("loft", F)], ["Thornfield Loft"]),
    (
        "p1-08",
        "what feed goes into Moss Lane Loft",
        ["Moss Lane Loft"],
        [("corn", F)],
        ["Moorland Mixtures"],
    ),
    (
        "p1-09",
        "who got wendy marsden into pigeons",
        ["Wendy Marsden"],
        [("introduced by", F)],
        ["Terry Sutcliffe"],
    ),
    (
        "p1-10",
        "Which clubs does Terry Illingworth fly with?",
        ["Terry Illingworth"],
        [("member of", F)],
        ["Skelder Flying Club", "Upperthwaite Working Men's HS"],
    ),
    (
        "p1-11",
        "what electronic timing system does Pete Lister race with",
        ["Pete Lister"],
        [("clock", F)],
        ["Belclok"],
    ),
    (
        "p1-12",
        "list the fanciers racing out of Crowtrees Loft",
        ["Crowtrees Loft"],
        [("partner in", B)],
        ["Alan Sugden", "Harry Haigh"],
    ),
    (
        "p1-13",
        "who drove the transporter down for the Skelder Irún Classic",
        ["Skelder Irún Classic"],
        [("convoyer", F)],
        ["Elaine Hartley"],
    ),
    (
        "p1-14",
        "who put money behind the North Pennine Quiévrain Open?",
        ["North Pennine Quiévrain Open"],
        [("sponsor", F)],
        ["Tallis Insurance"],
    ),
    (
        "p1-15",
        "which clubs sent birds to the Tyneford Ancenis Derby",
        ["Tyneford Ancenis Derby"],
        [("entry", F)],
        ["Hensall Social FC", "Ketteridge Premier RPC", "Thornaby Working Men's HS"],
    ),
    ("p1-16", "where's Belclok kit manufactured", ["Belclok"], [("made in", F)], ["Belgium"]),
    (
        "p1-17",
        "show me every bird Pauline Whiteley has bred",
        ["Pauline Whiteley"],
        [("bred by", B)],
        ["Braveheart", "Flying Nun", "Maverick", "Rocket Man"],
    ),
    (
        "p1-18",
        "what races has Pennine Prince topped",
        ["Pennine Prince"],
        [("1st", B)],
        ["Upperthwaite Berwick National", "Yeadon Moor Bourges Classic"],
    ),
    (
        "p1-19",
        "which town is Hollins Pigeon Surgery in",
        ["Hollins Pigeon Surgery"],
        [("in town", F)],
        ["Netherby"],
    ),
    (
        "p1-20",
        "who chairs yeadon moor flying club",
        ["Yeadon Moor Flying Club"],
        [("chair", F)],
        ["Norman Ackroyd"],
    ),
    # two hops
    (
        "p2-01",
        "which county does Maureen Whiteley live in?",
        ["Maureen Whiteley"],
        [("lives in", F), ("county", F)],
        ["Derwentshire"],
    ),
    (
        "p2-02",
        "where is the federation Skelder Flying Club belongs to based",
        ["Skelder Flying Club"],
        [("combine", F), ("HQ", F)],
        ["Ravenholt"],
    ),
    (
        "p2-03",
        "what country does Wee Jock's strain come from",
        ["Wee Jock"],
        [("family", F), ("origin", F)],
        ["England"],
    ),
    (
        "p2-04",
        "who bred the bird that won the Skelder Niort Open",
        ["Skelder Niort Open"],
        [("1st", F), ("bred by", F)],
        ["Len Mitchell"],
    ),
    (
        "p2-05",
        "which birds won races sponsored by Greenhow Brewery",
        ["Greenhow Brewery"],
        [("sponsor", B), ("1st", F)],
        ["Duchess", "Homeward Bound", "Little Gem", "Marathon Man", "Moorland Lass", "Zephyr"],
    ),
    (
        "p2-06",
        "what town is Lucky Lad's loft in",
        ["Lucky Lad"],
        [("loft", F), ("at", F)],
        ["Edgecote"],
    ),
    (
        "p2-07",
        "who's secretary at the clubs Ian Utley is in",
        ["Ian Utley"],
        [("member of", F), ("sec.", F)],
        ["Harry Haigh"],
    ),
    (
        "p2-08",
        "where were the birds let go for races Yeadon Moor Flying Club organised",
        ["Yeadon Moor Flying Club"],
        [("run by", B), ("lib. site", F)],
        ["Ancenis", "Bourges"],
    ),
    (
        "p2-09",
        "who supplies the feed for the loft Walter Dewhurst flies from?",
        ["Walter Dewhurst"],
        [("partner in", F), ("corn", F)],
        ["Dewhirst Feeds"],
    ),
    (
        "p2-10",
        "which vets do Hensall Social FC members take their birds to",
        ["Hensall Social FC"],
        [("member of", B), ("vet", F)],
        ["Calder Bird Clinic", "Hollins Pigeon Surgery", "Riverside Loft Health"],
    ),
    (
        "p2-11",
        "who started the Lowfell Flying Club secretary off in the sport",
        ["Lowfell Flying Club"],
        [("sec.", F), ("introduced by", F)],
        ["Lee Sugden"],
    ),
    (
        "p2-12",
        "what strains are the pigeons kept at Rosebank Loft",
        ["Rosebank Loft"],
        [("loft", B), ("family", F)],
        ["Logie", "Stassart"],
    ),
    (
        "p2-13",
        "where do the people who fly out of Ashgrove Loft live",
        ["Ashgrove Loft"],
        [("partner in", B), ("lives in", F)],
        ["Lanshaw", "Mossbrook"],
    ),
    (
        "p2-14",
        "name the clubs that entered races put on by the Tyneford Amalgamation",
        ["Tyneford Amalgamation"],
        [("run by", B), ("entry", F)],
        ["Hensall Social FC", "Ketteridge Premier RPC", "Thornaby Working Men's HS"],
    ),
    (
        "p2-15",
        "Lanshaw Berwick National sponsor - which town are they based in?",
        ["Lanshaw Berwick National"],
        [("sponsor", F), ("based in", F)],
        ["Ingleby Cross"],
    ),
    (
        "p2-16",
        "what timing systems do the people Barry Rushworth brought into the hobby use",
        ["Barry Rushworth"],
        [("introduced by", B), ("clock", F)],
        ["Belclok", "Skytrak"],
    ),
    (
        "p2-17",
        "which lofts do Alan Sugden's youngsters race for",
        ["Alan Sugden"],
        [("bred by", B), ("loft", F)],
        ["Greenacre Loft", "Moorview Loft", "Springwell Loft", "Whitegates Loft"],
    ),
    (
        "p2-18",
        "who drove the birds down for the races Pennine Pigeon Supplies backs",
        ["Pennine Pigeon Supplies"],
        [("sponsor", B), ("convoyer", F)],
        ["Doreen Pickles", "Pauline Whiteley", "Tina Jagger"],
    ),
    (
        "p2-19",
        "what county's Fellside Avian Vets in",
        ["Fellside Avian Vets"],
        [("in town", F), ("county", F)],
        ["Ribblesdale"],
    ),
    (
        "p2-20",
        "the clock Kevin Shackleton uses, which country is it made in",
        ["Kevin Shackleton"],
        [("clock", F), ("made in", F)],
        ["Germany"],
    ),
    # three hops
    (
        "p3-01",
        "what colour were the winners of the races Greenhow Brewery sponsored",
        ["Greenhow Brewery"],
        [("sponsor", B), ("1st", F), ("colour", F)],
        ["Blue Bar", "Dark Chequer", "Mealy", "Red Chequer"],
    ),
    (
        "p3-02",
        "which county does whoever bred Roxanne live in",
        ["Roxanne"],
        [("bred by", F), ("lives in", F), ("county", F)],
        ["Airedale"],
    ),
    (
        "p3-03",
        "Carol Lister is secretary of a club - where is that club's federation headquartered?",
        ["Carol Lister"],
        [("sec.", B), ("combine", F), ("HQ", F)],
        ["Thornaby"],
    ),
    (
        "p3-04",
        "which countries do the bloodlines of Pauline Whiteley's birds come from",
        ["Pauline Whiteley"],
        [("bred by", B), ("family", F), ("origin", F)],
        ["Belgium", "England"],
    ),
    (
        "p3-05",
        "in what towns are the lofts of the birds that won the Yeadon Moor Ancenis Classic",
        ["Yeadon Moor Ancenis Classic"],
        [("1st", F), ("loft", F), ("at", F)],
        ["Hollinsend", "Netherby"],
    ),
    (
        "p3-06",
        "which feed merchants supply the lofts of Denholme Edge Homing Society members",
        ["Denholme Edge Homing Society"],
        [("member of", B), ("partner in", F), ("corn", F)],
        ["Harker Corn Mills", "Moorland Mixtures"],
    ),
    (
        "p3-07",
        "skelder flying club sent birds to some races, what countries were those birds tossed in",
        ["Skelder Flying Club"],
        [("entry", B), ("lib. site", F), ("country", F)],
        ["France", "Scotland", "Spain"],
    ),
    (
        "p3-08",
        "who chairs the club of the fancier who bred Sweet Caroline",
        ["Sweet Caroline"],
        [("bred by", F), ("member of", F), ("chair", F)],
        ["Norman Ackroyd", "Terry Sutcliffe"],
    ),
    (
        "p3-09",
        "where does the man who got Kevin Shackleton's mentor into pigeons live",
        ["Kevin Shackleton"],
        [("introduced by", F), ("introduced by", F), ("lives in", F)],
        ["Oakenclough"],
    ),
    (
        "p3-10",
        "which vets look after the people flying the loft Storm Chaser races for",
        ["Storm Chaser"],
        [("loft", F), ("partner in", B), ("vet", F)],
        ["Fellside Avian Vets", "Hollins Pigeon Surgery"],
    ),
    (
        "p3-11",
        "where are the feds headquartered for the clubs that raced the Skelder Niort Open",
        ["Skelder Niort Open"],
        [("entry", F), ("combine", F), ("HQ", F)],
        ["Skelder", "Thornaby"],
    ),
    (
        "p3-12",
        "Which birds won races organised by clubs in the North Pennine Combine?",
        ["North Pennine Combine"],
        [("combine", B), ("run by", B), ("1st", F)],
        [
            "Blue Thunder",
            "Dotty",
            "Golden Girl",
            "Homeward Bound",
            "Midnight Express",
            "Moorland Lass",
            "Pennine Prince",
            "Spitfire",
        ],
    ),
    (
        "p3-13",
        "what strain were the winners of the races Elaine Ingham convoyed",
        ["Elaine Ingham"],
        [("convoyer", B), ("1st", F), ("family", F)],
        ["Delcourt", "Kirkhaven", "Logie"],
    ),
    (
        "p3-14",
        "who bred the pigeons housed in lofts in Bramcote",
        ["Bramcote"],
        [("at", B), ("loft", B), ("bred by", F)],
        ["Gordon Gaukroger", "Ian Wadsworth", "Tina Jagger"],
    ),
    (
        "p3-15",
        "where is the sponsor of the race tornado tess won based",
        ["Tornado Tess"],
        [("1st", B), ("sponsor", F), ("based in", F)],
        ["Upperthwaite"],
    ),
    # not found
    ("pn-01", "who bred Thunderbolt Annie?", 1),
    ("pn-02", "who's secretary of the Oxenhope Racing Pigeon Club", 1),
    ("pn-03", "what feed do they use at Quarry Top Loft", 1),
    ("pn-04", "where were the birds liberated for the Saintes Grand National and who won it", 2),
    ("pn-05", "which clubs does Bernard Hepworth fly for, and what fed are they in", 2),
    # the graph lacks the relation
    ("pl-01", "what ring number is Blue Thunder wearing", ["Blue Thunder"], 1, "ring number"),
    (
        "pl-02",
        "what velocity did the winner of the Airedale Bourges Classic fly at",
        ["Airedale Bourges Classic"],
        1,
        "winning velocity",
    ),
    (
        "pl-03",
        "how many miles is the Tyneford Ancenis Derby",
        ["Tyneford Ancenis Derby"],
        1,
        "race distance",
    ),
    (
        "pl-04",
        "when was Cleckworth Homing Society founded",
        ["Cleckworth Homing Society"],
        1,
        "year founded",
    ),
    ("pl-05", "how old is Marathon Man", ["Marathon Man"], 1, "age"),
    ("pl-06", "phone number for Calder Bird Clinic?", ["Calder Bird Clinic"], 1, "phone number"),
    (
        "pl-07",
        "how many birds does Walter Hartley keep",
        ["Walter Hartley"],
        1,
        "number of birds kept",
    ),
    (
        "pl-08",
        "what prize money did the Lanshaw Irún Classic pay out",
        ["Lanshaw Irún Classic"],
        1,
        "prize money",
    ),
    (
        "pl-09",
        "who got Pauline Whiteley into racing pigeons",
        ["Pauline Whiteley"],
        1,
        "none for entity: introduced by",
    ),
    (
        "pl-10",
        "which vet does Harry Lister take his birds to",
        ["Harry Lister"],
        1,
        "none for entity: vet",
    ),
    (
        "pl-11",
        "what timing system does Joan Rushworth clock in with",
        ["Joan Rushworth"],
        1,
        "none for entity: clock",
    ),
    ("pl-12", "what ETS does Lee Ackroyd have", ["Lee Ackroyd"], 1, "none for entity: clock"),
    (
        "pl-13",
        "who is the secretary of the North Pennine Combine",
        ["North Pennine Combine"],
        1,
        "none for entity: sec.",
    ),
    (
        "pl-14",
        "who sponsors Bramcote Premier RPC",
        ["Bramcote Premier RPC"],
        1,
        "none for entity: sponsor",
    ),
    (
        "pl-15",
        "who's the chairman of the Tyneford Amalgamation",
        ["Tyneford Amalgamation"],
        1,
        "none for entity: chair",
    ),
]

if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
