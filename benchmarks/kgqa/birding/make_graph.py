"""Write the birding KGQA set: nature reserves, birders, bird clubs and the county records.

The places, reserves, trusts, hides, habitats, species and their families, clubs, ringing
groups and optics brands and their facts are written by hand below; the birders (clubs, home
towns, mentors, patches, binoculars, ringing groups), the clubs' officers, the wardens and the
county records (species, reserve, finders, verifier, hide) are filler drawn with a fixed seed.
The questions are written by name at the end; every answer is computed from the question's
path and checked against the answer written beside it.
Run: python benchmarks/kgqa/birding/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6083
Fact = tuple[str, str, str]

# county -> towns
COUNTIES = {
    "North Fenshire": ["Saltmere", "Crayford Staithe", "Ousemouth", "Ashwick"],
    "Cleveshire": ["Whinlow", "Brackenfold", "Kettleby", "Skelby"],
    "Marrowdale": ["Dunstowe", "Pelling", "Cowlam", "Hethby"],
    "Hartmoor": ["Ravensholt", "Thornwick", "Greyhaven", "Marlow Bridge"],
}

TRUSTS = {
    "Fenshire Wildlife Trust": "Ashwick",
    "Cleveshire Bird Conservancy": "Kettleby",
    "Marrowdale Wetlands Trust": "Pelling",
    "Hartmoor Naturalists' Trust": "Thornwick",
    "Coastal Reserves Partnership": "Saltmere",
}

# reserve: town, managing trust, habitats
RESERVES = {
    "Saltmere Marshes": ("Saltmere", "Coastal Reserves Partnership", ["Saltmarsh", "Mudflat"]),
    "Crayford Levels": ("Crayford Staithe", "Fenshire Wildlife Trust", ["Wet grassland"]),
    "Ousemouth Estuary": (
        "Ousemouth",
        "Coastal Reserves Partnership",
        ["Mudflat", "Saltmarsh", "Shingle"],
    ),
    "Ashwick Fen": ("Ashwick", "Fenshire Wildlife Trust", ["Reedbed", "Wet grassland"]),
    "Whinlow Heath": ("Whinlow", "Cleveshire Bird Conservancy", ["Heathland"]),
    "Brackenfold Reedbed": ("Brackenfold", "Cleveshire Bird Conservancy", ["Reedbed"]),
    "Kettleby Gravel Pits": ("Kettleby", "Cleveshire Bird Conservancy", ["Open water"]),
    "Skelby Scrape": ("Skelby", "Fenshire Wildlife Trust", ["Wet grassland", "Open water"]),
    "Dunstowe Woods": ("Dunstowe", "Marrowdale Wetlands Trust", ["Broadleaf woodland"]),
    "Pelling Water Meadows": ("Pelling", "Marrowdale Wetlands Trust", ["Wet grassland"]),
    "Cowlam Carr": ("Cowlam", "Marrowdale Wetlands Trust", ["Reedbed", "Broadleaf woodland"]),
    "Hethby Moss": ("Hethby", "Marrowdale Wetlands Trust", ["Heathland", "Open water"]),
    "Ravensholt Cliffs": ("Ravensholt", "Hartmoor Naturalists' Trust", ["Sea cliff"]),
    "Thornwick Point": ("Thornwick", "Hartmoor Naturalists' Trust", ["Sea cliff", "Shingle"]),
    "Greyhaven Spit": ("Greyhaven", "Coastal Reserves Partnership", ["Shingle", "Saltmarsh"]),
    "Marlow Bridge Lagoons": ("Marlow Bridge", "Hartmoor Naturalists' Trust", ["Open water"]),
}

# hide -> reserve
HIDES = {
    "Tower Hide": "Saltmere Marshes",
    "Sluice Hide": "Saltmere Marshes",
    "Seawall Screen": "Ousemouth Estuary",
    "Island Hide": "Ousemouth Estuary",
    "Fen Drove Hide": "Ashwick Fen",
    "Bittern Watchpoint": "Ashwick Fen",
    "Heath Gate Hide": "Whinlow Heath",
    "Reedbed Tower": "Brackenfold Reedbed",
    "Causeway Hide": "Kettleby Gravel Pits",
    "Scrape Hide": "Skelby Scrape",
    "Oak Hide": "Dunstowe Woods",
    "Meadow Hide": "Pelling Water Meadows",
    "Carr Hide": "Cowlam Carr",
    "Mossway Hide": "Hethby Moss",
    "Clifftop Hide": "Ravensholt Cliffs",
    "Seawatch Hut": "Thornwick Point",
    "Point Hide": "Thornwick Point",
    "Spit End Hide": "Greyhaven Spit",
    "Lagoon Hide": "Marlow Bridge Lagoons",
    "Pumphouse Hide": "Marlow Bridge Lagoons",
}

# order -> families -> species (species: conservation list)
ORDERS = {
    "Charadriiformes": {
        "Scolopacidae": {
            "Spotted Redshank": "Amber list",
            "Wood Sandpiper": "Amber list",
            "Curlew Sandpiper": "Amber list",
            "Black-tailed Godwit": "Red list",
            "Whimbrel": "Red list",
            "Jack Snipe": "Green list",
        },
        "Charadriidae": {
            "Golden Plover": "Green list",
            "Grey Plover": "Amber list",
            "Little Ringed Plover": "Green list",
            "Dotterel": "Red list",
        },
        "Laridae": {
            "Mediterranean Gull": "Amber list",
            "Caspian Gull": "Green list",
            "Little Gull": "Green list",
            "Little Tern": "Amber list",
            "Roseate Tern": "Red list",
        },
    },
    "Pelecaniformes": {
        "Ardeidae": {
            "Bittern": "Amber list",
            "Great White Egret": "Green list",
            "Little Egret": "Green list",
            "Purple Heron": "Description species",
        },
    },
    "Accipitriformes": {
        "Accipitridae": {
            "Marsh Harrier": "Amber list",
            "Hen Harrier": "Red list",
            "Honey Buzzard": "Amber list",
            "Goshawk": "Green list",
        },
    },
    "Falconiformes": {
        "Falconidae": {"Merlin": "Red list", "Hobby": "Green list", "Peregrine": "Green list"},
    },
    "Passeriformes": {
        "Acrocephalidae": {
            "Sedge Warbler": "Green list",
            "Reed Warbler": "Green list",
            "Marsh Warbler": "Red list",
            "Great Reed Warbler": "Description species",
        },
        "Laniidae": {"Red-backed Shrike": "Red list", "Great Grey Shrike": "Description species"},
        "Emberizidae": {
            "Ortolan Bunting": "Description species",
            "Little Bunting": "Description species",
            "Corn Bunting": "Red list",
        },
    },
    "Piciformes": {
        "Picidae": {
            "Wryneck": "Red list",
            "Lesser Spotted Woodpecker": "Red list",
            "Green Woodpecker": "Green list",
        },
    },
    "Strigiformes": {
        "Strigidae": {"Short-eared Owl": "Amber list", "Long-eared Owl": "Green list"},
    },
}

# club: town, partner trust
CLUBS = {
    "Ousemouth Bird Club": ("Ousemouth", "Coastal Reserves Partnership"),
    "Fenshire Ornithological Society": ("Ashwick", "Fenshire Wildlife Trust"),
    "Kettleby & District Birders": ("Kettleby", "Cleveshire Bird Conservancy"),
    "Marrowdale Bird Group": ("Dunstowe", "Marrowdale Wetlands Trust"),
    "Hartmoor Seawatchers": ("Thornwick", "Hartmoor Naturalists' Trust"),
    "Greyhaven Birdwatchers": ("Greyhaven", "Coastal Reserves Partnership"),
}

# ringing group -> ringing site
RINGING = {
    "Ousemouth Ringing Group": "Ousemouth Estuary",
    "Brackenfold Ringing Group": "Brackenfold Reedbed",
    "Cowlam Carr Ringers": "Cowlam Carr",
    "Thornwick Bird Observatory Ringers": "Thornwick Point",
}

# optics brand -> country
BRANDS = {
    "Hallström Optik": "Sweden",
    "Kestrel Optics": "England",
    "Brenner & Sohn": "Germany",
    "Nordlys": "Denmark",
    "Okuma Optical": "Japan",
    "Alpenblick": "Austria",
}

FIRST = [
    "Anna",
    "Ben",
    "Carys",
    "Dev",
    "Elin",
    "Frank",
    "Gemma",
    "Hamid",
    "Isla",
    "Jonah",
    "Kirsty",
    "Liam",
    "Maddie",
    "Niall",
    "Olu",
    "Priya",
    "Quentin",
    "Rosa",
    "Sid",
    "Tamsin",
    "Ulrich",
    "Vera",
    "Wes",
    "Yasmin",
    "Zac",
    "Agnes",
    "Bryn",
    "Cormac",
    "Dilys",
    "Ewan",
]
LAST = [
    "Ashby",
    "Birtwistle",
    "Cadogan",
    "Dearlove",
    "Ellery",
    "Fairclough",
    "Goodall",
    "Hepworth",
    "Ingleby",
    "Jowett",
    "Kershaw",
    "Lumb",
    "Moxon",
    "Naylor",
    "Oddie",
    "Pickles",
    "Quarmby",
    "Rideal",
    "Sugden",
    "Thwaite",
    "Umpleby",
    "Varley",
    "Wadsworth",
    "Yeadon",
    "Brearley",
    "Crabtree",
    "Dyson",
    "Holroyd",
]


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for county, towns in COUNTIES.items():
        facts += [(town, "län", county) for town in towns]
    for trust, town in TRUSTS.items():
        facts.append((trust, "huvudkontor", town))
    for reserve, (town, trust, habitats) in RESERVES.items():
        facts += [(reserve, "ligger i", town), (reserve, "obs:managed_by", trust)]
        facts += [(reserve, "biotop", h) for h in habitats]
    for hide, reserve in HIDES.items():
        facts.append((hide, "obs:hide_at", reserve))
    for order, families in ORDERS.items():
        for family, species in families.items():
            facts.append((family, "ordning", order))
            for sp, status in species.items():
                facts += [(sp, "familj", family), (sp, "obs:list", status)]
    for club, (town, trust) in CLUBS.items():
        facts += [(club, "hemort", town), (club, "samarbetar med", trust)]
    for group, site in RINGING.items():
        facts.append((group, "obs:ringing_site", site))
    for brand, country in BRANDS.items():
        facts.append((brand, "tillverkad i", country))
    return facts


def _people(rng: random.Random) -> list[Fact]:
    """Birders and their clubs, towns, mentors, patches, binoculars and ringing groups; the
    wardens, club officers, hide dedications and ringing trainers among them."""
    taken: set[str] = set()
    people = full_names(rng, FIRST, LAST, 78, taken)
    towns = [t for ts in COUNTIES.values() for t in ts]
    reserves = list(RESERVES)
    clubs = list(CLUBS)
    facts: list[Fact] = []
    for i, person in enumerate(people):
        facts.append((person, "bor i", rng.choice(towns)))
        for club in rng.sample(clubs, rng.choice([1, 1, 1, 2])):
            facts.append((person, "medlem i", club))
        if i >= 10:
            facts.append((person, "obs:taught_by", rng.choice(people[: i - 2])))
        if rng.random() < 0.85:
            facts.append((person, "obs:patch", rng.choice(reserves)))
        if rng.random() < 0.8:
            facts.append((person, "kikare", rng.choice(list(BRANDS))))
    staff = rng.sample(people, 40)
    for reserve, warden in zip(reserves, staff[:16], strict=True):
        facts.append((reserve, "obs:warden", warden))
    for club, chair, recorder in zip(clubs, staff[16:22], staff[22:28], strict=True):
        facts += [(club, "ordförande", chair), (club, "obs:recorder", recorder)]
    for group, trainer in zip(RINGING, staff[28:32], strict=True):
        facts.append((group, "tränare", trainer))
        for ringer in rng.sample(people, rng.choice([3, 4, 5])):
            if ringer != trainer:
                facts.append((ringer, "ringmärker med", group))
    for hide, person in zip(rng.sample(list(HIDES), 9), staff[32:41], strict=False):
        facts.append((hide, "uppkallad efter", person))
    return facts


def _records(rng: random.Random, facts: list[Fact]) -> list[Fact]:
    """The county records: species, reserve, finders, the recorder who verified it, the hide."""
    species = [sp for fams in ORDERS.values() for spp in fams.values() for sp in spp]
    people = sorted({h for h, r, _ in facts if r == "bor i"})
    recorders = sorted({t for _, r, t in facts if r == "obs:recorder"})
    hides_at: dict[str, list[str]] = {}
    for hide, reserve in HIDES.items():
        hides_at.setdefault(reserve, []).append(hide)
    out: list[Fact] = []
    numbers = sorted(rng.sample(range(1, 400), 56))
    for n in numbers:
        rec = f"record 2026/{n:03d}"
        reserve = rng.choice(list(RESERVES))
        out += [(rec, "art", rng.choice(species)), (rec, "plats", reserve)]
        for finder in rng.sample(people, rng.choice([1, 1, 2, 3])):
            out.append((rec, "upptäckt av", finder))
        out.append((rec, "obs:verified_by", rng.choice(recorders)))
        if rng.random() < 0.6:
            out.append((rec, "sedd från", rng.choice(hides_at[reserve])))
    return out


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    facts = _hand_facts() + _people(rng)
    facts += _records(rng, facts)
    return name_facts(facts, rng, range(10000), lambda n: f"{n:04d}*bd")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


F, B = "->", "<-"
SPECS: list[tuple] = [
    (
        "bd1-01",
        "which county is Skelby in?",
        ["Skelby"],
        [("län", F)],
        ["Cleveshire"],
    ),
    (
        "bd1-02",
        "who's the warden at Cowlam Carr",
        ["Cowlam Carr"],
        [("obs:warden", F)],
        ["Yasmin Goodall"],
    ),
    (
        "bd1-03",
        "what kind of habitat is there at Ousemouth Estuary?",
        ["Ousemouth Estuary"],
        [("biotop", F)],
        ["Mudflat", "Saltmarsh", "Shingle"],
    ),
    (
        "bd1-04",
        "which trust looks after whinlow heath",
        ["Whinlow Heath"],
        [("obs:managed_by", F)],
        ["Cleveshire Bird Conservancy"],
    ),
    (
        "bd1-05",
        "List the hides at Thornwick Point.",
        ["Thornwick Point"],
        [("obs:hide_at", B)],
        ["Point Hide", "Seawatch Hut"],
    ),
    (
        "bd1-06",
        "Who is the Scrape Hide dedicated to?",
        ["Scrape Hide"],
        [("uppkallad efter", F)],
        ["Quentin Umpleby"],
    ),
    (
        "bd1-07",
        "what family does the wryneck belong to",
        ["Wryneck"],
        [("familj", F)],
        ["Picidae"],
    ),
    (
        "bd1-08",
        "Which birds are red-listed?",
        ["Red list"],
        [("obs:list", B)],
        [
            "Black-tailed Godwit",
            "Corn Bunting",
            "Dotterel",
            "Hen Harrier",
            "Lesser Spotted Woodpecker",
            "Marsh Warbler",
            "Merlin",
            "Red-backed Shrike",
            "Roseate Tern",
            "Whimbrel",
            "Wryneck",
        ],
    ),
    (
        "bd1-09",
        "who found record 2026/158",
        ["record 2026/158"],
        [("upptäckt av", F)],
        ["Frank Crabtree", "Hamid Fairclough", "Yasmin Crabtree"],
    ),
    (
        "bd1-10",
        "Who chairs Kettleby & District Birders?",
        ["Kettleby & District Birders"],
        [("ordförande", F)],
        ["Zac Naylor"],
    ),
    (
        "bd1-11",
        "who is the county recorder for the Hartmoor Seawatchers",
        ["Hartmoor Seawatchers"],
        [("obs:recorder", F)],
        ["Hamid Naylor"],
    ),
    (
        "bd1-12",
        "where does Gemma Kershaw live?",
        ["Gemma Kershaw"],
        [("bor i", F)],
        ["Kettleby"],
    ),
    (
        "bd1-13",
        "what bins does priya cadogan use",
        ["Priya Cadogan"],
        [("kikare", F)],
        ["Hallström Optik"],
    ),
    (
        "bd1-14",
        "Who got Wes Rideal into birding and taught him his IDs?",
        ["Wes Rideal"],
        [("obs:taught_by", F)],
        ["Isla Fairclough"],
    ),
    (
        "bd1-15",
        "show me everyone in the Marrowdale Bird Group",
        ["Marrowdale Bird Group"],
        [("medlem i", B)],
        [
            "Anna Fairclough",
            "Carys Oddie",
            "Dev Holroyd",
            "Frank Lumb",
            "Gemma Kershaw",
            "Gemma Naylor",
            "Isla Fairclough",
            "Liam Rideal",
            "Maddie Birtwistle",
            "Ulrich Quarmby",
            "Yasmin Oddie",
            "Zac Naylor",
        ],
    ),
    (
        "bd1-16",
        "Okuma Optical binoculars: which country makes them?",
        ["Okuma Optical"],
        [("tillverkad i", F)],
        ["Japan"],
    ),
    (
        "bd1-17",
        "which ringing groups does Wes Rideal ring with",
        ["Wes Rideal"],
        [("ringmärker med", F)],
        ["Brackenfold Ringing Group", "Cowlam Carr Ringers"],
    ),
    (
        "bd1-18",
        "Where is the Fenshire Wildlife Trust headquartered?",
        ["Fenshire Wildlife Trust"],
        [("huvudkontor", F)],
        ["Ashwick"],
    ),
    (
        "bd1-19",
        "name the nature reserves in Kettleby",
        ["Kettleby"],
        [("ligger i", B)],
        ["Kettleby Gravel Pits"],
    ),
    (
        "bd1-20",
        "what's Dilys Lumb's local patch?",
        ["Dilys Lumb"],
        [("obs:patch", F)],
        ["Hethby Moss"],
    ),
    (
        "bd2-01",
        "What county is Saltmere Marshes reserve in?",
        ["Saltmere Marshes"],
        [("ligger i", F), ("län", F)],
        ["North Fenshire"],
    ),
    (
        "bd2-02",
        "where does the warden of Pelling Water Meadows live",
        ["Pelling Water Meadows"],
        [("obs:warden", F), ("bor i", F)],
        ["Kettleby"],
    ),
    (
        "bd2-03",
        "Which species has Cormac Oddie turned up on the county records?",
        ["Cormac Oddie"],
        [("upptäckt av", B), ("art", F)],
        ["Grey Plover", "Lesser Spotted Woodpecker", "Peregrine"],
    ),
    (
        "bd2-04",
        "at which reserves were the records that Ben Quarmby signed off seen?",
        ["Ben Quarmby"],
        [("obs:verified_by", B), ("plats", F)],
        [
            "Ashwick Fen",
            "Brackenfold Reedbed",
            "Cowlam Carr",
            "Dunstowe Woods",
            "Greyhaven Spit",
            "Kettleby Gravel Pits",
            "Ravensholt Cliffs",
            "Skelby Scrape",
            "Thornwick Point",
            "Whinlow Heath",
        ],
    ),
    (
        "bd2-05",
        "what order is the little gull in",
        ["Little Gull"],
        [("familj", F), ("ordning", F)],
        ["Charadriiformes"],
    ),
    (
        "bd2-06",
        "Who taught the trainer of the Cowlam Carr Ringers?",
        ["Cowlam Carr Ringers"],
        [("tränare", F), ("obs:taught_by", F)],
        ["Elin Ashby"],
    ),
    (
        "bd2-07",
        "which makes of binoculars do Hartmoor Seawatchers members carry",
        ["Hartmoor Seawatchers"],
        [("medlem i", B), ("kikare", F)],
        ["Brenner & Sohn", "Hallström Optik", "Kestrel Optics", "Nordlys", "Okuma Optical"],
    ),
    (
        "bd2-08",
        "List the hides on reserves the Marrowdale Wetlands Trust manages.",
        ["Marrowdale Wetlands Trust"],
        [("obs:managed_by", B), ("obs:hide_at", B)],
        ["Carr Hide", "Meadow Hide", "Mossway Hide", "Oak Hide"],
    ),
    (
        "bd2-09",
        "Tower Hide is named after someone - where do they live?",
        ["Tower Hide"],
        [("uppkallad efter", F), ("bor i", F)],
        ["Marlow Bridge"],
    ),
    (
        "bd2-10",
        "Which town is the Ousemouth Bird Club's chairwoman from?",
        ["Ousemouth Bird Club"],
        [("ordförande", F), ("bor i", F)],
        ["Hethby"],
    ),
    (
        "bd2-11",
        "conservation status of the bird in record 2026/214?",
        ["record 2026/214"],
        [("art", F), ("obs:list", F)],
        ["Red list"],
    ),
    (
        "bd2-12",
        "who did Anna Fairclough's students go on to teach",
        ["Anna Fairclough"],
        [("obs:taught_by", B), ("obs:taught_by", B)],
        ["Rosa Jowett"],
    ),
    (
        "bd2-13",
        "what country are kirsty ashby's binoculars made in",
        ["Kirsty Ashby"],
        [("kikare", F), ("tillverkad i", F)],
        ["Japan"],
    ),
    (
        "bd2-14",
        "what habitats are on the Hartmoor Naturalists' Trust reserves?",
        ["Hartmoor Naturalists' Trust"],
        [("obs:managed_by", B), ("biotop", F)],
        ["Open water", "Sea cliff", "Shingle"],
    ),
    (
        "bd2-15",
        "Where's the head office of the trust that Greyhaven Birdwatchers partner with?",
        ["Greyhaven Birdwatchers"],
        [("samarbetar med", F), ("huvudkontor", F)],
        ["Saltmere"],
    ),
    (
        "bd2-16",
        "Which birds have been logged from Fen Drove Hide?",
        ["Fen Drove Hide"],
        [("sedd från", B), ("art", F)],
        ["Honey Buzzard", "Little Tern", "Roseate Tern"],
    ),
    (
        "bd2-17",
        "who has found the rarities recorded at Greyhaven Spit",
        ["Greyhaven Spit"],
        [("plats", B), ("upptäckt av", F)],
        [
            "Ben Cadogan",
            "Bryn Naylor",
            "Elin Ashby",
            "Elin Hepworth",
            "Liam Rideal",
            "Sid Ashby",
            "Sid Oddie",
            "Vera Birtwistle",
        ],
    ),
    (
        "bd2-18",
        "where does the ringing group Maddie Yeadon is in do its ringing?",
        ["Maddie Yeadon"],
        [("ringmärker med", F), ("obs:ringing_site", F)],
        ["Brackenfold Reedbed"],
    ),
    (
        "bd2-19",
        "which clubs does the Thornwick Point warden belong to",
        ["Thornwick Point"],
        [("obs:warden", F), ("medlem i", F)],
        ["Hartmoor Seawatchers"],
    ),
    (
        "bd2-20",
        "marrowdale bird group is based in a town in which county?",
        ["Marrowdale Bird Group"],
        [("hemort", F), ("län", F)],
        ["Marrowdale"],
    ),
    (
        "bd3-01",
        "Which county does the warden of Hethby Moss live in?",
        ["Hethby Moss"],
        [("obs:warden", F), ("bor i", F), ("län", F)],
        ["North Fenshire"],
    ),
    (
        "bd3-02",
        "what bird families has Hamid Thwaite found?",
        ["Hamid Thwaite"],
        [("upptäckt av", B), ("art", F), ("familj", F)],
        ["Charadriidae", "Emberizidae", "Laridae"],
    ),
    (
        "bd3-03",
        "Which trusts run the reserves where Ulrich Brearley has found birds for the county record?",
        ["Ulrich Brearley"],
        [("upptäckt av", B), ("plats", F), ("obs:managed_by", F)],
        ["Cleveshire Bird Conservancy", "Fenshire Wildlife Trust", "Hartmoor Naturalists' Trust"],
    ),
    (
        "bd3-04",
        "where do the people who taught the Cowlam Carr Ringers' ringers live",
        ["Cowlam Carr Ringers"],
        [("ringmärker med", B), ("obs:taught_by", F), ("bor i", F)],
        ["Dunstowe", "Marlow Bridge", "Ravensholt"],
    ),
    (
        "bd3-05",
        "who was the mentor of the person who mentored Kettleby Gravel Pits's warden?",
        ["Kettleby Gravel Pits"],
        [("obs:warden", F), ("obs:taught_by", F), ("obs:taught_by", F)],
        ["Hamid Wadsworth"],
    ),
    (
        "bd3-06",
        "which counties have reserves with reedbeds",
        ["Reedbed"],
        [("biotop", B), ("ligger i", F), ("län", F)],
        ["Cleveshire", "Marrowdale", "North Fenshire"],
    ),
    (
        "bd3-07",
        "In what country were the binoculars of the Marrowdale Bird Group's recorder made?",
        ["Marrowdale Bird Group"],
        [("obs:recorder", F), ("kikare", F), ("tillverkad i", F)],
        ["Japan"],
    ),
    (
        "bd3-08",
        "which bird familes have been seen from island hide",
        ["Island Hide"],
        [("sedd från", B), ("art", F), ("familj", F)],
        ["Ardeidae", "Laridae", "Scolopacidae"],
    ),
    (
        "bd3-09",
        "Dilys Goodall's local patch is run by a trust; where is that trust's head office?",
        ["Dilys Goodall"],
        [("obs:patch", F), ("obs:managed_by", F), ("huvudkontor", F)],
        ["Pelling"],
    ),
    (
        "bd3-10",
        "what hides are there at the site where the group Olu Pickles trains does its ringing",
        ["Olu Pickles"],
        [("tränare", B), ("obs:ringing_site", F), ("obs:hide_at", B)],
        ["Island Hide", "Seawall Screen"],
    ),
    (
        "bd3-11",
        "What list status do the species Vera Birtwistle has found have?",
        ["Vera Birtwistle"],
        [("upptäckt av", B), ("art", F), ("obs:list", F)],
        ["Amber list", "Red list"],
    ),
    (
        "bd3-12",
        "where does the chair of the club that works with the Cleveshire Bird Conservancy live",
        ["Cleveshire Bird Conservancy"],
        [("samarbetar med", B), ("ordförande", F), ("bor i", F)],
        ["Ousemouth"],
    ),
    (
        "bd3-13",
        "Which clubs are the recorders who verified the Pelling Water Meadows records members of?",
        ["Pelling Water Meadows"],
        [("plats", B), ("obs:verified_by", F), ("medlem i", F)],
        ["Greyhaven Birdwatchers", "Marrowdale Bird Group"],
    ),
    (
        "bd3-14",
        "who is warden of the local patch of the birder Clifftop Hide is named for?",
        ["Clifftop Hide"],
        [("uppkallad efter", F), ("obs:patch", F), ("obs:warden", F)],
        ["Quentin Rideal"],
    ),
    (
        "bd3-15",
        "towns where the finders of roseate tern records live",
        ["Roseate Tern"],
        [("art", B), ("upptäckt av", F), ("bor i", F)],
        ["Ashwick", "Marlow Bridge", "Whinlow"],
    ),
    (
        "bd-nf-1",
        "who is the warden at Blackwater Flats?",
        1,
    ),
    (
        "bd-nf-2",
        "what has Morag Penhaligon found this year",
        2,
    ),
    (
        "bd-nf-3",
        "List the hides at Lindale Saltings.",
        1,
    ),
    (
        "bd-nf-4",
        "Who chairs the Saltcote Birding Club?",
        1,
    ),
    (
        "bd-nf-5",
        "which family is the pallid swift in",
        1,
    ),
    (
        "bd-lk-01",
        "how many hectares is Saltmere Marshes?",
        ["Saltmere Marshes"],
        1,
        "area",
    ),
    (
        "bd-lk-02",
        "When did Ashwick Fen open to visitors?",
        ["Ashwick Fen"],
        1,
        "opening year",
    ),
    (
        "bd-lk-03",
        "what's the wingspan of a marsh harrier",
        ["Marsh Harrier"],
        1,
        "wingspan",
    ),
    (
        "bd-lk-04",
        "How many members has the Ousemouth Bird Club got?",
        ["Ousemouth Bird Club"],
        1,
        "membership size",
    ),
    (
        "bd-lk-05",
        "phone number for the Fenshire Wildlife Trust?",
        ["Fenshire Wildlife Trust"],
        1,
        "phone number",
    ),
    (
        "bd-lk-06",
        "How old is Cormac Oddie?",
        ["Cormac Oddie"],
        1,
        "age",
    ),
    (
        "bd-lk-07",
        "what does a pair of Nordlys binoculars cost",
        ["Nordlys"],
        1,
        "price",
    ),
    (
        "bd-lk-08",
        "What's the postcode for Kettleby?",
        ["Kettleby"],
        1,
        "postcode",
    ),
    (
        "bd-lk-09",
        "on what date was record 2026/173 seen",
        ["record 2026/173"],
        1,
        "date",
    ),
    (
        "bd-lk-10",
        "what does the Dotterel eat?",
        ["Dotterel"],
        1,
        "diet",
    ),
    (
        "bd-lk-11",
        "who is the warden of Tower Hide",
        ["Tower Hide"],
        1,
        "none for entity: obs:warden",
    ),
    (
        "bd-lk-12",
        "Who is Thornwick Point named after?",
        ["Thornwick Point"],
        1,
        "none for entity: uppkallad efter",
    ),
    (
        "bd-lk-13",
        "who taught Hamid Wadsworth to bird?",
        ["Hamid Wadsworth"],
        1,
        "none for entity: obs:taught_by",
    ),
    (
        "bd-lk-14",
        "what binoculars does zac naylor use",
        ["Zac Naylor"],
        1,
        "none for entity: kikare",
    ),
    (
        "bd-lk-15",
        "Which reserve is Bryn Ingleby's local patch?",
        ["Bryn Ingleby"],
        1,
        "none for entity: obs:patch",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    if len(sys.argv) < 2 or sys.argv[1] != "graph-only":
        write_questions_by_name(HERE, triples, names, SPECS)
