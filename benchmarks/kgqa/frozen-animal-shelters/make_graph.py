"""Build the `frozen-animal-shelters` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional region's animal shelters and their foster network: shelters with their town, the
charity that runs them, their manager, the vet practice they use and their partner shelters;
animals (each with a pet name) with their breed, the shelter that took them in, where they
were found, the shelter they were transferred from, their foster carer and their adopter;
breeds with their species; foster carers with their town and the staff member who
coordinates them; adopters with their town; staff with the shelter they work at, the college
they trained at and who mentored them; charities with their head-office town and patron; vet
practices and colleges with their towns; towns with their county. Every person, animal, place
and charity is invented. The schema and the named shelters, charities, practices, breeds and
places are written by hand below; a seeded generator (`random.Random(4911)`) draws the
people's and animals' names and the filler facts. The questions are written by hand at the
bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files. The set has a `types` column.

    python benchmarks/kgqa/frozen-animal-shelters/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

COUNTY = "shire"
TOWN = "loc.town"
OPERATOR = "operatedBy"
MANAGER = "MGR"
VET = "vet_partner"
PARTNER = "partners with"
PRACTICE_TOWN = "practice@"
BREED = "breed"
SPECIES = "spp."
INTAKE = "intake_at"
FOUND = "found in"
TRANSFER = "xfer_from"
FOSTER = "FOSTERED_BY"
ADOPTED = "adoptedBy"
LIVES = "lives in"
COORD = "coordinator"
WORKS = "staff@"
COLLEGE = "qualifiedAt"
SHADOW = "shadowed"
HQ = "hq_town"
PATRON = "Patron"
COLLEGE_TOWN = "campus"

COUNTIES = {
    "Eastmarch": ["Holloway Green", "Castlebrook", "Sedge End", "Pilling", "Marham St Jude"],
    "Vale of Orme": ["Ormsby", "Little Tarrant", "Greave", "Kestle Mill"],
    "Northfold": ["Burrow Cross", "Hexley", "Nettlebed", "Crane Moss", "Abbots Leigh"],
    "Saltmarsh Hundred": ["Fleetwick", "Shingle Bay", "Rye Hythe", "Gullcombe"],
}
TOWNS = [t for ts in COUNTIES.values() for t in ts]
CHARITIES = {
    "Paws & Whiskers Trust": ("Castlebrook", "Dame Imelda Fairholme"),
    "Second Chance Animal Welfare": ("Ormsby", "Rufus Kettering-Bligh"),
    "Northfold Animal Rescue Society": ("Hexley", "Lady Petronella Ashdown"),
    "Saltmarsh Cats Protection League": ("Fleetwick", "Bartholomew Quince"),
    "Forever Homes Foundation": ("Burrow Cross", "Sir Gideon Thrale"),
}
PRACTICES = {
    "Holloway Green Veterinary Centre": "Holloway Green",
    "Castlebrook Animal Hospital": "Castlebrook",
    "Ormsby Vets": "Ormsby",
    "Greave & District Vets": "Greave",
    "Hexley Referral Clinic": "Hexley",
    "Crane Moss Pet Surgery": "Crane Moss",
    "Fleetwick Veterinary Group": "Fleetwick",
    "Gullcombe Village Vets": "Gullcombe",
}
COLLEGES = {
    "Ormsby Land-Based College": "Ormsby",
    "Hexley Animal Care Academy": "Hexley",
    "Shingle Bay College of Animal Management": "Shingle Bay",
    "Castlebrook Technical College": "Castlebrook",
}
BREEDS = {
    "Staffordshire Bull Terrier": "dog",
    "Greyhound": "dog",
    "Border Collie": "dog",
    "Jack Russell Terrier": "dog",
    "Lurcher": "dog",
    "Labrador Retriever": "dog",
    "Domestic Shorthair": "cat",
    "Maine Coon": "cat",
    "Siamese": "cat",
    "British Blue": "cat",
    "Netherland Dwarf": "rabbit",
    "Lionhead": "rabbit",
    "Flemish Giant": "rabbit",
    "Abyssinian guinea pig": "guinea pig",
    "Teddy guinea pig": "guinea pig",
    "Polecat ferret": "ferret",
    "Albino ferret": "ferret",
    "African grey": "parrot",
    "Cockatiel": "parrot",
    "Syrian hamster": "hamster",
}
# shelter -> (town, charity, vet practice)
SHELTERS = {
    "Holloway Green Dogs' Home": (
        "Holloway Green",
        "Paws & Whiskers Trust",
        "Holloway Green Veterinary Centre",
    ),
    "Castlebrook Rescue Centre": (
        "Castlebrook",
        "Paws & Whiskers Trust",
        "Castlebrook Animal Hospital",
    ),
    "Sedge End Sanctuary": ("Sedge End", "Paws & Whiskers Trust", "Castlebrook Animal Hospital"),
    "Pilling Cat Refuge": (
        "Pilling",
        "Saltmarsh Cats Protection League",
        "Holloway Green Veterinary Centre",
    ),
    "Ormsby Animal Shelter": ("Ormsby", "Second Chance Animal Welfare", "Ormsby Vets"),
    "Little Tarrant Small Pets Haven": (
        "Little Tarrant",
        "Second Chance Animal Welfare",
        "Ormsby Vets",
    ),
    "Greave Greyhound Retreat": (
        "Greave",
        "Second Chance Animal Welfare",
        "Greave & District Vets",
    ),
    "Kestle Mill Farm Rescue": (
        "Kestle Mill",
        "Forever Homes Foundation",
        "Greave & District Vets",
    ),
    "Burrow Cross Rehoming Centre": (
        "Burrow Cross",
        "Forever Homes Foundation",
        "Crane Moss Pet Surgery",
    ),
    "Hexley Dog Rescue": ("Hexley", "Northfold Animal Rescue Society", "Hexley Referral Clinic"),
    "Nettlebed Bunny Barn": (
        "Nettlebed",
        "Northfold Animal Rescue Society",
        "Hexley Referral Clinic",
    ),
    "Crane Moss Ark": ("Crane Moss", "Northfold Animal Rescue Society", "Crane Moss Pet Surgery"),
    "Abbots Leigh Parrot Rescue": (
        "Abbots Leigh",
        "Forever Homes Foundation",
        "Hexley Referral Clinic",
    ),
    "Fleetwick Cat Shelter": (
        "Fleetwick",
        "Saltmarsh Cats Protection League",
        "Fleetwick Veterinary Group",
    ),
    "Shingle Bay Animal Rescue": (
        "Shingle Bay",
        "Saltmarsh Cats Protection League",
        "Fleetwick Veterinary Group",
    ),
    "Rye Hythe Strays": ("Rye Hythe", "Forever Homes Foundation", "Gullcombe Village Vets"),
    "Gullcombe Paws Project": (
        "Gullcombe",
        "Saltmarsh Cats Protection League",
        "Gullcombe Village Vets",
    ),
    "Marham St Jude Lurcher Lodge": (
        "Marham St Jude",
        "Paws & Whiskers Trust",
        "Holloway Green Veterinary Centre",
    ),
}
PARTNERS = [
    ("Holloway Green Dogs' Home", "Marham St Jude Lurcher Lodge"),
    ("Castlebrook Rescue Centre", "Sedge End Sanctuary"),
    ("Ormsby Animal Shelter", "Greave Greyhound Retreat"),
    ("Hexley Dog Rescue", "Crane Moss Ark"),
    ("Fleetwick Cat Shelter", "Pilling Cat Refuge"),
    ("Shingle Bay Animal Rescue", "Rye Hythe Strays"),
    ("Nettlebed Bunny Barn", "Little Tarrant Small Pets Haven"),
    ("Burrow Cross Rehoming Centre", "Kestle Mill Farm Rescue"),
    ("Gullcombe Paws Project", "Fleetwick Cat Shelter"),
    ("Abbots Leigh Parrot Rescue", "Hexley Dog Rescue"),
]
PET_NAMES = [
    "Biscuit",
    "Pickle",
    "Mabel",
    "Rolo",
    "Juniper",
    "Captain",
    "Tiggy",
    "Bramble",
    "Nutmeg",
    "Ziggy",
    "Pepper",
    "Winston",
    "Luna",
    "Marmite",
    "Dougal",
    "Fudge",
    "Otis",
    "Poppy",
    "Crumble",
    "Bonnie",
    "Hector",
    "Pudding",
    "Skye",
    "Toffee",
    "Wilma",
    "Bertie",
    "Clover",
    "Duke",
    "Echo",
    "Gizmo",
    "Honey",
    "Inka",
    "Jasper",
    "Kipper",
    "Lola",
    "Monty",
    "Noodle",
    "Olive",
    "Percy",
    "Queenie",
    "Rusty",
    "Sable",
    "Thistle",
    "Ursa",
    "Velvet",
    "Waffle",
    "Yogi",
    "Ziggy Stardust",
    "Acorn",
    "Barney",
    "Cinders",
    "Dotty",
    "Elvis",
    "Flossie",
    "Gus",
    "Hattie",
    "Iggy",
    "Jet",
    "Kiki",
    "Lenny",
    "Mango",
    "Nala",
    "Oreo",
    "Pixie",
    "Quill",
    "Rocco",
    "Sooty",
    "Truffle",
    "Umber",
    "Vinnie",
    "Wispa",
    "Xena",
    "Yoda",
    "Zola",
    "Alfie",
    "Bramble Junior",
    "Cocoa",
    "Daisy May",
    "Ember",
    "Fergus",
    "Ginger Nut",
    "Hamish",
    "Ivy",
    "Jelly Bean",
    "Kestrel",
    "Lottie",
    "Mr Bojangles",
    "Nessie",
    "Oscar",
    "Pumpkin",
    "Ragnar",
    "Sprout",
    "Tinker",
    "Ulysses",
    "Vesper",
    "Wolfie",
    "Xander",
    "Yorkie Bar",
    "Zeus",
    "Apollo",
    "Banjo",
    "Coco Pop",
    "Digby",
    "Elsa",
    "Frankie",
    "Gremlin",
    "Humbug",
    "Indigo",
    "Jinx",
    "Kevin the Cat",
    "Loki",
]
FIRST = [
    "Maud",
    "Desmond",
    "Priya",
    "Callum",
    "Tamsin",
    "Owain",
    "Leona",
    "Barnaby",
    "Ines",
    "Kofi",
    "Rosalind",
    "Fergal",
    "Yasmin",
    "Declan",
    "Harriet",
    "Ravi",
    "Saoirse",
    "Teodor",
    "Agnes",
    "Mehmet",
    "Philippa",
    "Niamh",
    "Jarrah",
    "Constance",
    "Eamon",
    "Lorna",
    "Hamza",
    "Beatrix",
    "Wendell",
    "Ottoline",
]
LAST = [
    "Ashworth",
    "Bramhall",
    "Cottingham",
    "Delacourt",
    "Eastwood",
    "Fenwick",
    "Goodbody",
    "Hazeldine",
    "Illingworth",
    "Jardine",
    "Kilbride",
    "Lancing",
    "Mossop",
    "Nettleship",
    "Oakley",
    "Pargeter",
    "Quayle",
    "Rattray",
    "Sillitoe",
    "Tunnicliffe",
    "Underhill",
    "Varley",
    "Wainwright",
    "Yardley",
    "Abbas",
    "Okafor",
    "Mistry",
    "Nowak",
    "Costa",
    "Lindqvist",
]


def _people(rng: random.Random, n: int, taken: set[str]) -> list[str]:
    out = []
    while len(out) < n:
        name = f"{rng.choice(FIRST)} {rng.choice(LAST)}"
        if name not in taken:
            taken.add(name)
            out.append(name)
    return out


def facts_by_name() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The facts by name and each name's type."""
    rng = random.Random(4911)
    facts: list[tuple[str, str, str]] = []
    types: dict[str, str] = {}
    add = facts.append

    def typed(kind: str, *names: str) -> None:
        for n in names:
            types[n] = kind

    for county, towns in COUNTIES.items():
        typed("county", county)
        for t in towns:
            typed("town", t)
            add((t, COUNTY, county))
    for c, (town, patron) in CHARITIES.items():
        typed("charity", c)
        typed("patron", patron)
        add((c, HQ, town))
        add((c, PATRON, patron))
    for p, town in PRACTICES.items():
        typed("vet practice", p)
        add((p, PRACTICE_TOWN, town))
    for c, town in COLLEGES.items():
        typed("college", c)
        add((c, COLLEGE_TOWN, town))
    for b, s in BREEDS.items():
        typed("breed", b)
        typed("species", s)
        add((b, SPECIES, s))
    taken: set[str] = set()
    staff = _people(rng, 30, taken)
    carers = _people(rng, 55, taken)
    adopters = _people(rng, 40, taken)
    typed("staff member", *staff)
    typed("foster carer", *carers)
    typed("adopter", *adopters)
    shelters = list(SHELTERS)
    colleges = list(COLLEGES)
    for i, (s, (town, charity, vet)) in enumerate(SHELTERS.items()):
        typed("shelter", s)
        add((s, TOWN, town))
        add((s, OPERATOR, charity))
        add((s, VET, vet))
        add((s, MANAGER, staff[i]))
    for a, b in PARTNERS:
        add((a, PARTNER, b))
    for i, p in enumerate(staff):
        add((p, WORKS, shelters[i % len(shelters)]))
        add((p, COLLEGE, colleges[rng.randrange(len(colleges))]))
        if i >= 12:
            add((p, SHADOW, staff[rng.randrange(0, 12)]))
    for c in carers:
        add((c, LIVES, rng.choice(TOWNS)))
        add((c, COORD, staff[rng.randrange(len(staff))]))
    for a in adopters:
        add((a, LIVES, rng.choice(TOWNS)))
    breeds = list(BREEDS)
    pets = PET_NAMES[:110]
    typed("animal", *pets)
    for i, pet in enumerate(pets):
        add((pet, BREED, breeds[rng.randrange(len(breeds))]))
        add((pet, INTAKE, shelters[i % len(shelters)]))
        if i % 2 == 0:
            add((pet, FOUND, rng.choice(TOWNS)))
        if i % 4 == 1:
            add((pet, TRANSFER, rng.choice(shelters)))
        if i % 3 != 2:
            add((pet, FOSTER, rng.choice(carers)))
        if i % 11 == 0:
            add((pet, FOSTER, rng.choice(carers)))
        if i % 5 in (0, 2, 3) and i < 100:
            add((pet, ADOPTED, adopters[(i * 3) % len(adopters)]))
    return facts, types


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names (``name<TAB>type``) by id."""
    facts, types = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    triples, by_id = with_opaque_ids(facts, names, random.Random(4912), range(10000), "~as{:04d}")
    return triples, by_id, {i: f"{n}\t{types[n]}" for i, n in by_id.items()}


def write(
    triples: list[tuple[str, str, str]],
    names: dict[str, str],
    typed: dict[str, str],
    folder: Path = HERE,
) -> None:
    write_set(folder, triples, typed, header="id\tname\ttypes")


QUESTIONS: list[Any] = [
    ("as-1-01", "what breed is Biscuit", ["Biscuit"], [(BREED, "->")], ["Labrador Retriever"]),
    (
        "as-1-02",
        "Which shelter took in Pepper?",
        ["Pepper"],
        [(INTAKE, "->")],
        ["Nettlebed Bunny Barn"],
    ),
    (
        "as-1-03",
        "who's fostering Kipper",
        ["Kipper"],
        [(FOSTER, "->")],
        ["Harriet Wainwright", "Ottoline Jardine"],
    ),
    ("as-1-04", "Who adopted Rusty?", ["Rusty"], [(ADOPTED, "->")], ["Saoirse Tunnicliffe"]),
    ("as-1-05", "where was Mabel picked up as a stray", ["Mabel"], [(FOUND, "->")], ["Fleetwick"]),
    (
        "as-1-06",
        "which charity runs Greave Greyhound Retreat",
        ["Greave Greyhound Retreat"],
        [(OPERATOR, "->")],
        ["Second Chance Animal Welfare"],
    ),
    (
        "as-1-07",
        "Who manages Hexley Dog Rescue?",
        ["Hexley Dog Rescue"],
        [(MANAGER, "->")],
        ["Constance Quayle"],
    ),
    (
        "as-1-08",
        "what vets does Pilling Cat Refuge use",
        ["Pilling Cat Refuge"],
        [(VET, "->")],
        ["Holloway Green Veterinary Centre"],
    ),
    (
        "as-1-09",
        "animals currently at the Castlebrook Rescue Centre",
        ["Castlebrook Rescue Centre"],
        [(INTAKE, "<-")],
        ["Bonnie", "Hattie", "Kevin the Cat", "Olive", "Pickle", "Sprout", "Zola"],
    ),
    (
        "as-1-10",
        "Which town is Teodor Oakley in?",
        ["Teodor Oakley"],
        [(LIVES, "->")],
        ["Abbots Leigh"],
    ),
    (
        "as-1-11",
        "who looks after Eamon Costa as a fosterer",
        ["Eamon Costa"],
        [(COORD, "->")],
        ["Philippa Mossop"],
    ),
    (
        "as-1-12",
        "shelters run by the Saltmarsh Cats Protection League",
        ["Saltmarsh Cats Protection League"],
        [(OPERATOR, "<-")],
        [
            "Fleetwick Cat Shelter",
            "Gullcombe Paws Project",
            "Pilling Cat Refuge",
            "Shingle Bay Animal Rescue",
        ],
    ),
    (
        "as-1-13",
        "who is patron of Forever Homes Foundation",
        ["Forever Homes Foundation"],
        [(PATRON, "->")],
        ["Sir Gideon Thrale"],
    ),
    (
        "as-1-14",
        "Which pets has Ottoline Jardine fostered?",
        ["Ottoline Jardine"],
        [(FOSTER, "<-")],
        ["Acorn", "Kipper", "Quill", "Winston", "Wispa"],
    ),
    ("as-1-15", "what kind of animal is a Lionhead", ["Lionhead"], [(SPECIES, "->")], ["rabbit"]),
    (
        "as-1-16",
        "where did Constance Quayle get her qualification",
        ["Constance Quayle"],
        [(COLLEGE, "->")],
        ["Castlebrook Technical College"],
    ),
    (
        "as-1-17",
        "Gizmo came over from which rescue?",
        ["Gizmo"],
        [(TRANSFER, "->")],
        ["Holloway Green Dogs' Home"],
    ),
    (
        "as-1-18",
        "staff at the Ormsby Animal Shelter",
        ["Ormsby Animal Shelter"],
        [(WORKS, "<-")],
        ["Maud Quayle", "Priya Mossop"],
    ),
    (
        "as-1-19",
        "which shelter does Shingle Bay Animal Rescue team up with",
        ["Shingle Bay Animal Rescue"],
        [(PARTNER, "->")],
        ["Rye Hythe Strays"],
    ),
    (
        "as-1-20",
        "all the Jack Russells",
        ["Jack Russell Terrier"],
        [(BREED, "<-")],
        ["Cinders", "Inka", "Kevin the Cat", "Ragnar", "Sooty", "Ursa", "Wispa", "Yogi"],
    ),
    ("as-2-01", "What species is Tiggy?", ["Tiggy"], [(BREED, "->"), (SPECIES, "->")], ["parrot"]),
    (
        "as-2-02",
        "which town is the shelter that has Dougal in",
        ["Dougal"],
        [(INTAKE, "->"), (TOWN, "->")],
        ["Shingle Bay"],
    ),
    (
        "as-2-03",
        "who is the manager at the shelter where Lola was taken in",
        ["Lola"],
        [(INTAKE, "->"), (MANAGER, "->")],
        ["Mehmet Wainwright"],
    ),
    (
        "as-2-04",
        "Where does Pepper's foster carer live?",
        ["Pepper"],
        [(FOSTER, "->"), (LIVES, "->")],
        ["Holloway Green"],
    ),
    (
        "as-2-05",
        "what town does Nutmeg's new owner live in",
        ["Nutmeg"],
        [(ADOPTED, "->"), (LIVES, "->")],
        ["Gullcombe"],
    ),
    (
        "as-2-06",
        "which charity is behind the shelter Hector came into",
        ["Hector"],
        [(INTAKE, "->"), (OPERATOR, "->")],
        ["Paws & Whiskers Trust"],
    ),
    (
        "as-2-07",
        "breeds of the animals at Nettlebed Bunny Barn",
        ["Nettlebed Bunny Barn"],
        [(INTAKE, "<-"), (BREED, "->")],
        [
            "Border Collie",
            "British Blue",
            "Domestic Shorthair",
            "Jack Russell Terrier",
            "Netherland Dwarf",
        ],
    ),
    (
        "as-2-08",
        "Who adopted animals from Sedge End Sanctuary?",
        ["Sedge End Sanctuary"],
        [(INTAKE, "<-"), (ADOPTED, "->")],
        ["Agnes Quayle", "Leona Delacourt", "Owain Quayle", "Yasmin Lindqvist"],
    ),
    (
        "as-2-09",
        "which shelters are in Northfold",
        ["Northfold"],
        [(COUNTY, "<-"), (TOWN, "<-")],
        [
            "Abbots Leigh Parrot Rescue",
            "Burrow Cross Rehoming Centre",
            "Crane Moss Ark",
            "Hexley Dog Rescue",
            "Nettlebed Bunny Barn",
        ],
    ),
    (
        "as-2-10",
        "where's Kiki's adopter based",
        ["Kiki"],
        [(ADOPTED, "->"), (LIVES, "->")],
        ["Pilling"],
    ),
    (
        "as-2-11",
        "where did the Crane Moss Ark manager train",
        ["Crane Moss Ark"],
        [(MANAGER, "->"), (COLLEGE, "->")],
        ["Castlebrook Technical College"],
    ),
    (
        "as-2-12",
        "which pets did the fosterers Philippa Mossop coordinates take on",
        ["Philippa Mossop"],
        [(COORD, "<-"), (FOSTER, "<-")],
        ["Pepper", "Ursa", "Ziggy"],
    ),
    (
        "as-2-13",
        "rabbits in the network",
        ["rabbit"],
        [(SPECIES, "<-"), (BREED, "<-")],
        [
            "Apollo",
            "Captain",
            "Cocoa",
            "Daisy May",
            "Duke",
            "Fergus",
            "Honey",
            "Ivy",
            "Jasper",
            "Kipper",
            "Lenny",
            "Nessie",
            "Otis",
            "Percy",
            "Pumpkin",
            "Ulysses",
            "Vinnie",
            "Wilma",
            "Yoda",
            "Yorkie Bar",
            "Ziggy Stardust",
        ],
    ),
    (
        "as-2-14",
        "where is the vet practice for Rye Hythe Strays",
        ["Rye Hythe Strays"],
        [(VET, "->"), (PRACTICE_TOWN, "->")],
        ["Gullcombe"],
    ),
    (
        "as-2-15",
        "Animals found in Castlebrook ended up at which shelters?",
        ["Castlebrook"],
        [(FOUND, "<-"), (INTAKE, "->")],
        ["Burrow Cross Rehoming Centre", "Holloway Green Dogs' Home", "Nettlebed Bunny Barn"],
    ),
    (
        "as-2-16",
        "who did the Fleetwick Cat Shelter manager shadow when starting out",
        ["Fleetwick Cat Shelter"],
        [(MANAGER, "->"), (SHADOW, "->")],
        ["Desmond Mistry"],
    ),
    (
        "as-2-17",
        "which town is the head office of the charity that runs Nettlebed Bunny Barn",
        ["Nettlebed Bunny Barn"],
        [(OPERATOR, "->"), (HQ, "->")],
        ["Hexley"],
    ),
    (
        "as-2-18",
        "what shelters did the animals now at Pilling Cat Refuge come from",
        ["Pilling Cat Refuge"],
        [(INTAKE, "<-"), (TRANSFER, "->")],
        [
            "Burrow Cross Rehoming Centre",
            "Little Tarrant Small Pets Haven",
            "Marham St Jude Lurcher Lodge",
        ],
    ),
    (
        "as-2-19",
        "people working at shelters in Saltmarsh Cats Protection League's care",
        ["Saltmarsh Cats Protection League"],
        [(OPERATOR, "<-"), (WORKS, "<-")],
        [
            "Desmond Nowak",
            "Mehmet Jardine",
            "Mehmet Wainwright",
            "Priya Lancing",
            "Rosalind Wainwright",
        ],
    ),
    (
        "as-2-20",
        "foster carers living in Gullcombe - who coordinates them?",
        ["Gullcombe"],
        [(LIVES, "<-"), (COORD, "->")],
        ["Saoirse Nowak"],
    ),
    (
        "as-3-01",
        "what county is the shelter that took Juniper in",
        ["Juniper"],
        [(INTAKE, "->"), (TOWN, "->"), (COUNTY, "->")],
        ["Vale of Orme"],
    ),
    (
        "as-3-02",
        "Which college did the coordinator of Skye's fosterers go to?",
        ["Skye"],
        [(FOSTER, "->"), (COORD, "->"), (COLLEGE, "->")],
        ["Ormsby Land-Based College", "Shingle Bay College of Animal Management"],
    ),
    (
        "as-3-03",
        "who is patron of the charity running the shelter Winston is at",
        ["Winston"],
        [(INTAKE, "->"), (OPERATOR, "->"), (PATRON, "->")],
        ["Lady Petronella Ashdown"],
    ),
    (
        "as-3-04",
        "what breeds are in the shelters Second Chance Animal Welfare runs",
        ["Second Chance Animal Welfare"],
        [(OPERATOR, "<-"), (INTAKE, "<-"), (BREED, "->")],
        [
            "Abyssinian guinea pig",
            "African grey",
            "Border Collie",
            "British Blue",
            "Cockatiel",
            "Domestic Shorthair",
            "Flemish Giant",
            "Labrador Retriever",
            "Maine Coon",
            "Siamese",
            "Staffordshire Bull Terrier",
            "Syrian hamster",
        ],
    ),
    (
        "as-3-05",
        "Which towns do the people who adopted from Marham St Jude Lurcher Lodge live in?",
        ["Marham St Jude Lurcher Lodge"],
        [(INTAKE, "<-"), (ADOPTED, "->"), (LIVES, "->")],
        ["Burrow Cross", "Greave", "Ormsby"],
    ),
    (
        "as-3-06",
        "which towns are the vets used by Forever Homes Foundation shelters in",
        ["Forever Homes Foundation"],
        [(OPERATOR, "<-"), (VET, "->"), (PRACTICE_TOWN, "->")],
        ["Crane Moss", "Greave", "Gullcombe", "Hexley"],
    ),
    (
        "as-3-07",
        "foster carers of the parrots",
        ["parrot"],
        [(SPECIES, "<-"), (BREED, "<-"), (FOSTER, "->")],
        [
            "Agnes Rattray",
            "Desmond Goodbody",
            "Eamon Costa",
            "Ines Varley",
            "Lorna Delacourt",
            "Lorna Wainwright",
            "Maud Lindqvist",
            "Teodor Oakley",
            "Wendell Abbas",
        ],
    ),
    (
        "as-3-08",
        "who runs the shelters that animals found in Hexley went to",
        ["Hexley"],
        [(FOUND, "<-"), (INTAKE, "->"), (MANAGER, "->")],
        ["Desmond Mistry", "Eamon Varley", "Mehmet Jardine", "Priya Mossop"],
    ),
    (
        "as-3-09",
        "which county is Abbots Leigh Parrot Rescue's partner shelter in",
        ["Abbots Leigh Parrot Rescue"],
        [(PARTNER, "->"), (TOWN, "->"), (COUNTY, "->")],
        ["Northfold"],
    ),
    (
        "as-3-10",
        "where do the folks who adopted greyhounds live?",
        ["Greyhound"],
        [(BREED, "<-"), (ADOPTED, "->"), (LIVES, "->")],
        ["Burrow Cross", "Fleetwick"],
    ),
    (
        "as-3-11",
        "shelters where staff trained at Hexley Animal Care Academy work - which charities run them",
        ["Hexley Animal Care Academy"],
        [(COLLEGE, "<-"), (WORKS, "->"), (OPERATOR, "->")],
        [
            "Forever Homes Foundation",
            "Northfold Animal Rescue Society",
            "Second Chance Animal Welfare",
        ],
    ),
    (
        "as-3-12",
        "breeds fostered by people Saoirse Nowak coordinates",
        ["Saoirse Nowak"],
        [(COORD, "<-"), (FOSTER, "<-"), (BREED, "->")],
        [
            "Abyssinian guinea pig",
            "Albino ferret",
            "Border Collie",
            "Cockatiel",
            "Labrador Retriever",
            "Netherland Dwarf",
        ],
    ),
    (
        "as-3-13",
        "which counties were the Burrow Cross Rehoming Centre animals found in",
        ["Burrow Cross Rehoming Centre"],
        [(INTAKE, "<-"), (FOUND, "->"), (COUNTY, "->")],
        ["Eastmarch", "Northfold"],
    ),
    (
        "as-3-14",
        "what town was the college of the colleague Rosalind Wainwright shadowed in?",
        ["Rosalind Wainwright"],
        [(SHADOW, "->"), (COLLEGE, "->"), (COLLEGE_TOWN, "->")],
        ["Ormsby"],
    ),
    (
        "as-3-15",
        "what shelters are the pets fostered in Holloway Green registered with",
        ["Holloway Green"],
        [(LIVES, "<-"), (FOSTER, "<-"), (INTAKE, "->")],
        ["Hexley Dog Rescue", "Kestle Mill Farm Rescue", "Nettlebed Bunny Barn"],
    ),
    ("as-nf-1", "who is fostering Sir Barkington at the moment", 1),
    ("as-nf-2", "which charity runs Dorchester Dogs Trust rehoming", 1),
    ("as-nf-3", "what breed is Mittens McFluff", 1),
    ("as-nf-4", "who manages the Wolverhampton Cat Sanctuary?", 1),
    ("as-nf-5", "where does foster carer Gwendolyn Strachan-Pike live", 1),
    ("as-lk-01", "how old is Biscuit?", ["Biscuit"], 1, "age"),
    ("as-lk-02", "is Pickle neutered", ["Pickle"], 1, "neutered status"),
    (
        "as-lk-03",
        "what's the adoption fee at Hexley Dog Rescue",
        ["Hexley Dog Rescue"],
        1,
        "adoption fee",
    ),
    (
        "as-lk-04",
        "opening hours for Sedge End Sanctuary",
        ["Sedge End Sanctuary"],
        1,
        "opening hours",
    ),
    (
        "as-lk-05",
        "How many kennels does Holloway Green Dogs' Home have?",
        ["Holloway Green Dogs' Home"],
        1,
        "capacity",
    ),
    (
        "as-lk-06",
        "what's the charity number of the Paws & Whiskers Trust",
        ["Paws & Whiskers Trust"],
        1,
        "registered charity number",
    ),
    ("as-lk-07", "how much does Rusty weigh", ["Rusty"], 1, "weight"),
    ("as-lk-08", "when did Luna arrive at the shelter", ["Luna"], 1, "intake date"),
    ("as-lk-09", "phone number for Ormsby Vets", ["Ormsby Vets"], 1, "phone number"),
    ("as-lk-10", "life expectancy of a Maine Coon", ["Maine Coon"], 1, "life expectancy"),
    ("as-lk-11", "is Otis microchipped?", ["Otis"], 1, "microchip"),
    ("as-lk-12", "has anyone adopted Clover yet?", ["Clover"], 1, "none for entity: adoptedBy"),
    (
        "as-lk-13",
        "who mentored Saoirse Nowak when she started",
        ["Saoirse Nowak"],
        1,
        "none for entity: shadowed",
    ),
    ("as-lk-14", "where was Pickle found", ["Pickle"], 1, "none for entity: found in"),
    (
        "as-lk-15",
        "which shelter did Lenny come from before",
        ["Lenny"],
        1,
        "none for entity: xfer_from",
    ),
]

if __name__ == "__main__":
    triples, names, typed = build()
    write(triples, names, typed)
    write_questions_by_name(HERE, triples, names, QUESTIONS)
