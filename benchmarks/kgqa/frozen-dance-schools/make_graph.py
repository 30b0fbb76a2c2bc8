"""Write the frozen-dance-schools KGQA set: dance schools, teachers, pupils, shows and competitions.

The places, schools, teachers, academies, exam boards, associations, venues, costume makers,
composers, shows and competitions and their facts are written by hand below; the pieces'
makers, the pupils and the competition winners are filler drawn with a fixed seed. The
questions are written by name at the end; every answer is computed from the question's path
and checked against the answer written beside it.
Run: python benchmarks/kgqa/frozen-dance-schools/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 5757
Fact = tuple[str, str, str]

PROVINCES = {
    "Kernow West": "Dumnonia",
    "Tamar Marches": "Dumnonia",
    "Exe Lowlands": "Dumnonia",
    "Gwent Levels": "Cambria Minor",
    "Teifi Uplands": "Cambria Minor",
}
TOWNS = {
    "Kernow West": ["Penmarrow", "St Elwyn", "Carnbrea Cross", "Trewellan"],
    "Tamar Marches": ["Calstock Quay", "Launcefold", "Tavybridge", "Gunnislake Down"],
    "Exe Lowlands": [
        "Exmouth Strand",
        "Topsley",
        "Crediton Vale",
        "Dawlish Reach",
        "Starcross Mead",
    ],
    "Gwent Levels": ["Caldicot Marsh", "Magor Pill", "Redwick Fen", "Goldcliff"],
    "Teifi Uplands": [
        "Cardigan Heights",
        "Llandysul Bont",
        "Newcastle Emlyn Rd",
        "Cenarth Falls Village",
    ],
}
ACADEMIES = {
    "Royal Western Ballet School": "Exmouth Strand",
    "Tamar Conservatoire of Dance": "Tavybridge",
    "Cambrian Dance Academy": "Cardigan Heights",
    "Northlight Contemporary Institute": "Caldicot Marsh",
    "Kernow Performing Arts College": "Penmarrow",
}
BOARDS = {
    "Imperial Dance Examinations": "Topsley",
    "Ballet Grades Council": "Exmouth Strand",
    "Tap and Jazz Awards Board": "Launcefold",
    "Celtic Step Examinations": "Llandysul Bont",
}
ASSOCIATIONS = {
    "Western Dance Teachers Guild": "Calstock Quay",
    "Cambrian Dance Schools Union": "Magor Pill",
    "Peninsula Dance Alliance": "Trewellan",
    "Federation of Independent Dance Studios": "Crediton Vale",
}
# teacher: home town, academy trained at, mentor (or None)
TEACHERS = {
    "Celestine Varga": ("Exmouth Strand", "Royal Western Ballet School", None),
    "Owain Prydderch": ("Cardigan Heights", "Cambrian Dance Academy", None),
    "Delphine Aubrac": ("Tavybridge", "Tamar Conservatoire of Dance", None),
    "Marcus Okonjo": ("Caldicot Marsh", "Northlight Contemporary Institute", None),
    "Tamsin Rowe": ("Penmarrow", "Kernow Performing Arts College", "Celestine Varga"),
    "Bryony Kestle": ("St Elwyn", "Royal Western Ballet School", "Celestine Varga"),
    "Gethin Morgan-Rees": ("Llandysul Bont", "Cambrian Dance Academy", "Owain Prydderch"),
    "Lowenna Jago": ("Trewellan", "Kernow Performing Arts College", "Tamsin Rowe"),
    "Anouk Devereux": ("Launcefold", "Tamar Conservatoire of Dance", "Delphine Aubrac"),
    "Femi Adeyinka": ("Magor Pill", "Northlight Contemporary Institute", "Marcus Okonjo"),
    "Carys Vaughan": ("Cenarth Falls Village", "Cambrian Dance Academy", "Gethin Morgan-Rees"),
    "Petroc Nancarrow": ("Carnbrea Cross", "Kernow Performing Arts College", "Lowenna Jago"),
    "Imogen Hartnell": ("Topsley", "Royal Western Ballet School", "Bryony Kestle"),
    "Rafael Quintero": ("Dawlish Reach", "Tamar Conservatoire of Dance", "Anouk Devereux"),
    "Siwan Elias": ("Goldcliff", "Northlight Contemporary Institute", "Femi Adeyinka"),
    "Jory Trevaskis": ("Calstock Quay", "Kernow Performing Arts College", "Tamsin Rowe"),
    "Hester Bligh": ("Crediton Vale", "Royal Western Ballet School", "Imogen Hartnell"),
    "Dyfan Lloyd": ("Newcastle Emlyn Rd", "Cambrian Dance Academy", "Carys Vaughan"),
    "Nerys Pugh": ("Redwick Fen", "Northlight Contemporary Institute", None),
    "Kit Penhallow": ("Gunnislake Down", "Tamar Conservatoire of Dance", "Delphine Aubrac"),
    "Morwenna Tregear": ("Starcross Mead", "Royal Western Ballet School", "Hester Bligh"),
    "Aled Rhydderch": ("Cardigan Heights", "Cambrian Dance Academy", "Dyfan Lloyd"),
    "Zelda Marchetti": ("Exmouth Strand", "Tamar Conservatoire of Dance", "Rafael Quintero"),
    "Ottilie Skewes": ("Penmarrow", "Kernow Performing Arts College", "Petroc Nancarrow"),
}
STYLES = [
    "ballet",
    "tap",
    "jazz",
    "contemporary",
    "street dance",
    "ballroom",
    "Irish step",
    "musical theatre",
]
# school: town, principal, staff, styles, exam board, association
SCHOOLS = {
    "Varga School of Ballet": (
        "Exmouth Strand",
        "Celestine Varga",
        ["Bryony Kestle", "Imogen Hartnell"],
        ["ballet", "contemporary"],
        "Ballet Grades Council",
        "Western Dance Teachers Guild",
    ),
    "Penmarrow Dance Centre": (
        "Penmarrow",
        "Tamsin Rowe",
        ["Lowenna Jago", "Ottilie Skewes"],
        ["ballet", "tap", "jazz"],
        "Imperial Dance Examinations",
        "Peninsula Dance Alliance",
    ),
    "Teifi Stepping School": (
        "Llandysul Bont",
        "Gethin Morgan-Rees",
        ["Carys Vaughan", "Dyfan Lloyd"],
        ["Irish step", "tap"],
        "Celtic Step Examinations",
        "Cambrian Dance Schools Union",
    ),
    "Tamar Tap and Jazz": (
        "Launcefold",
        "Anouk Devereux",
        ["Kit Penhallow", "Rafael Quintero"],
        ["tap", "jazz", "musical theatre"],
        "Tap and Jazz Awards Board",
        "Western Dance Teachers Guild",
    ),
    "Levels Urban Dance Co": (
        "Magor Pill",
        "Femi Adeyinka",
        ["Siwan Elias"],
        ["street dance", "contemporary"],
        "Imperial Dance Examinations",
        "Cambrian Dance Schools Union",
    ),
    "Trewellan Stage School": (
        "Trewellan",
        "Lowenna Jago",
        ["Petroc Nancarrow", "Jory Trevaskis"],
        ["musical theatre", "jazz", "tap"],
        "Imperial Dance Examinations",
        "Peninsula Dance Alliance",
    ),
    "Crediton Ballroom Studio": (
        "Crediton Vale",
        "Hester Bligh",
        ["Morwenna Tregear"],
        ["ballroom"],
        "Imperial Dance Examinations",
        "Federation of Independent Dance Studios",
    ),
    "Okonjo Movement Studio": (
        "Caldicot Marsh",
        "Marcus Okonjo",
        ["Nerys Pugh", "Femi Adeyinka"],
        ["contemporary", "street dance"],
        "Imperial Dance Examinations",
        "Federation of Independent Dance Studios",
    ),
    "Cardigan Bay Ballet": (
        "Cardigan Heights",
        "Owain Prydderch",
        ["Aled Rhydderch", "Carys Vaughan"],
        ["ballet", "contemporary"],
        "Ballet Grades Council",
        "Cambrian Dance Schools Union",
    ),
    "Dawlish Footlights Academy": (
        "Dawlish Reach",
        "Rafael Quintero",
        ["Zelda Marchetti", "Hester Bligh"],
        ["musical theatre", "ballroom", "jazz"],
        "Tap and Jazz Awards Board",
        "Federation of Independent Dance Studios",
    ),
    "St Elwyn Ballet Rooms": (
        "St Elwyn",
        "Bryony Kestle",
        ["Tamsin Rowe"],
        ["ballet"],
        "Ballet Grades Council",
        "Peninsula Dance Alliance",
    ),
    "Tavybridge Dance House": (
        "Tavybridge",
        "Delphine Aubrac",
        ["Kit Penhallow", "Anouk Devereux"],
        ["ballet", "tap", "contemporary"],
        "Ballet Grades Council",
        "Western Dance Teachers Guild",
    ),
    "Goldcliff Street Collective": (
        "Goldcliff",
        "Siwan Elias",
        ["Nerys Pugh"],
        ["street dance"],
        "Imperial Dance Examinations",
        "Cambrian Dance Schools Union",
    ),
    "Calstock Quay Dancers": (
        "Calstock Quay",
        "Jory Trevaskis",
        ["Ottilie Skewes"],
        ["tap", "Irish step"],
        "Celtic Step Examinations",
        "Western Dance Teachers Guild",
    ),
}
VENUES = {
    "Alverton Playhouse": "Penmarrow",
    "Exmouth Pavilion Theatre": "Exmouth Strand",
    "Tavybridge Corn Exchange": "Tavybridge",
    "Theatr Mwldan Fach": "Cardigan Heights",
    "Magor Miners Hall": "Magor Pill",
    "Dawlish Lido Stage": "Dawlish Reach",
    "Launcefold Town Hall": "Launcefold",
    "Caldicot Arts Barn": "Caldicot Marsh",
}
COSTUMIERS = {
    "Sequin and Thread": "Topsley",
    "Harlequin Wardrobe Co": "Tavybridge",
    "Tutu Atelier Penmarrow": "Penmarrow",
    "Velvet Seam Costumes": "Goldcliff",
    "Cambrian Costume Loft": "Llandysul Bont",
}
COMPOSERS = {
    "Ilse Brandvold": "Norway",
    "Tomas Echeverri": "Argentina",
    "Hugo Lemaitre": "France",
    "Ysolde Penrose": "Dumnonia",
    "Bryn Caradog": "Cambria Minor",
    "Matilde Sarmento": "Portugal",
    "Oskar Wendt": "Germany",
    "Lior Amsalem": "Israel",
}
PIECES = [
    "Tidewrack",
    "The Lantern Carriers",
    "Seven Herons",
    "Brass Monkey Rag",
    "Quarry Lights",
    "Slate and Salt",
    "Midsummer Reel",
    "Copper Kettle Shuffle",
    "Glass Harbour",
    "Foxglove Suite",
    "The Wreckers' Waltz",
    "Cider Press Jive",
    "Harbour Wall Hop",
    "Nightjar",
    "Lichen",
    "Ferryman's Daughter",
    "Tin Streamers",
    "Blue Hour Solo",
    "Morwenstow Hymn",
    "Grey Seal Pas de Deux",
    "Ebb Tide Tango",
    "Bonfire Stomp",
]
# show: producing school, venue, choreographer, costume maker, pieces on the bill
SHOWS = {
    "Winter Gala 2025 Exmouth": (
        "Varga School of Ballet",
        "Exmouth Pavilion Theatre",
        "Imogen Hartnell",
        "Tutu Atelier Penmarrow",
        ["Grey Seal Pas de Deux", "Glass Harbour"],
    ),
    "Spring Showcase Penmarrow": (
        "Penmarrow Dance Centre",
        "Alverton Playhouse",
        "Lowenna Jago",
        "Tutu Atelier Penmarrow",
        ["Copper Kettle Shuffle", "Tidewrack"],
    ),
    "Steps of the Teifi": (
        "Teifi Stepping School",
        "Theatr Mwldan Fach",
        "Carys Vaughan",
        "Cambrian Costume Loft",
        ["Midsummer Reel", "Tin Streamers"],
    ),
    "Tamar Tap Spectacular": (
        "Tamar Tap and Jazz",
        "Launcefold Town Hall",
        "Kit Penhallow",
        "Harlequin Wardrobe Co",
        ["Brass Monkey Rag", "Cider Press Jive"],
    ),
    "Concrete Levels": (
        "Levels Urban Dance Co",
        "Magor Miners Hall",
        "Siwan Elias",
        "Velvet Seam Costumes",
        ["Bonfire Stomp", "Quarry Lights"],
    ),
    "Trewellan Summer Musical Revue": (
        "Trewellan Stage School",
        "Alverton Playhouse",
        "Petroc Nancarrow",
        "Sequin and Thread",
        ["The Wreckers' Waltz", "Harbour Wall Hop"],
    ),
    "Ballroom by the Sea": (
        "Crediton Ballroom Studio",
        "Dawlish Lido Stage",
        "Morwenna Tregear",
        "Sequin and Thread",
        ["Ebb Tide Tango"],
    ),
    "Undertow": (
        "Okonjo Movement Studio",
        "Caldicot Arts Barn",
        "Marcus Okonjo",
        "Velvet Seam Costumes",
        ["Lichen", "Nightjar", "Blue Hour Solo"],
    ),
    "Cardigan Bay Nutcracker Suite": (
        "Cardigan Bay Ballet",
        "Theatr Mwldan Fach",
        "Aled Rhydderch",
        "Cambrian Costume Loft",
        ["Seven Herons", "Foxglove Suite"],
    ),
    "Footlights Follies": (
        "Dawlish Footlights Academy",
        "Dawlish Lido Stage",
        "Zelda Marchetti",
        "Sequin and Thread",
        ["Ferryman's Daughter", "Harbour Wall Hop"],
    ),
    "Tavy Spring Recital": (
        "Tavybridge Dance House",
        "Tavybridge Corn Exchange",
        "Anouk Devereux",
        "Harlequin Wardrobe Co",
        ["Slate and Salt", "The Lantern Carriers"],
    ),
    "Quayside Ceilidh Show": (
        "Calstock Quay Dancers",
        "Launcefold Town Hall",
        "Ottilie Skewes",
        "Harlequin Wardrobe Co",
        ["Morwenstow Hymn", "Midsummer Reel"],
    ),
}
# competition: town, organising association, judges
COMPS = {
    "Peninsula Dance Festival 2025": (
        "Penmarrow",
        "Peninsula Dance Alliance",
        ["Celestine Varga", "Anouk Devereux"],
    ),
    "Cambrian Eisteddfod Dance Day": (
        "Cardigan Heights",
        "Cambrian Dance Schools Union",
        ["Owain Prydderch", "Nerys Pugh"],
    ),
    "Tamar Valley Tap Trophy": (
        "Tavybridge",
        "Western Dance Teachers Guild",
        ["Delphine Aubrac", "Jory Trevaskis"],
    ),
    "Levels Breaking Battle": (
        "Magor Pill",
        "Cambrian Dance Schools Union",
        ["Marcus Okonjo", "Femi Adeyinka"],
    ),
    "Exe Estuary Ballet Prize": (
        "Exmouth Strand",
        "Western Dance Teachers Guild",
        ["Bryony Kestle", "Hester Bligh"],
    ),
    "Independent Studios Ballroom Cup": (
        "Crediton Vale",
        "Federation of Independent Dance Studios",
        ["Rafael Quintero"],
    ),
    "Kernow Young Dancer": (
        "Trewellan",
        "Peninsula Dance Alliance",
        ["Tamsin Rowe", "Gethin Morgan-Rees"],
    ),
}
FIRST = [
    "Elowen",
    "Demelza",
    "Lowen",
    "Tegan",
    "Ffion",
    "Mali",
    "Nia",
    "Poppy",
    "Isla",
    "Freya",
    "Ivy",
    "Rosie",
    "Seren",
    "Maisie",
    "Efa",
    "Lily",
    "Grace",
    "Tomos",
    "Noah",
    "Arlo",
    "Jago",
    "Cai",
    "Osian",
    "Evie",
    "Hana",
    "Aria",
    "Beca",
    "Kenver",
    "Morwen",
    "Iris",
]
LAST = [
    "Angove",
    "Bolitho",
    "Chenoweth",
    "Davey",
    "Eddy",
    "Glasson",
    "Hocking",
    "Jenkin",
    "Kitto",
    "Laity",
    "Moyle",
    "Nance",
    "Opie",
    "Pascoe",
    "Rowse",
    "Stephens",
    "Tonkin",
    "Uren",
    "Williams",
    "Yelland",
    "Bevan",
    "Griffiths",
    "Powell",
    "Pritchard",
    "Hopkin",
]


def _hand_facts() -> list[Fact]:
    facts: list[Fact] = []
    for province, towns in TOWNS.items():
        facts += [(t, "provincia", province) for t in towns]
        facts.append((province, "país", PROVINCES[province]))
    facts += [(a, "ciudad", t) for a, t in ACADEMIES.items()]
    facts += [(b, "oficina central", t) for b, t in BOARDS.items()]
    facts += [(a, "oficina central", t) for a, t in ASSOCIATIONS.items()]
    for teacher, (town, academy, mentor) in TEACHERS.items():
        facts += [(teacher, "vive en", town), (teacher, "formada en", academy)]
        if mentor:
            facts.append((teacher, ">>mentor", mentor))
    for school, (town, head, staff, styles, board, assoc) in SCHOOLS.items():
        facts += [(school, "ciudad", town), (school, "directora", head)]
        facts += [(school, ">>staff", t) for t in staff]
        facts += [(school, "estilos", s) for s in styles]
        facts += [(school, ">>examBoard", board), (school, "asociación", assoc)]
    facts += [(v, "ciudad", t) for v, t in VENUES.items()]
    facts += [(c, "taller en", t) for c, t in COSTUMIERS.items()]
    facts += [(c, "nacionalidad", n) for c, n in COMPOSERS.items()]
    for show, (school, venue, choreo, costume, pieces) in SHOWS.items():
        facts += [
            (show, ">>producedBy", school),
            (show, "teatro", venue),
            (show, "coreografía", choreo),
            (show, "vestuario", costume),
        ]
        facts += [(show, ">>program", p) for p in pieces]
    for comp, (town, assoc, judges) in COMPS.items():
        facts += [(comp, "ciudad", town), (comp, "organiza", assoc)]
        facts += [(comp, ">>judges", j) for j in judges]
    return facts


def _teachers_of(school: str) -> list[str]:
    return [SCHOOLS[school][1], *SCHOOLS[school][2]]


def _filler(rng: random.Random) -> list[Fact]:
    facts: list[Fact] = []
    for piece in PIECES:
        facts += [
            (piece, "creada por", rng.choice(list(TEACHERS))),
            (piece, "música de", rng.choice(list(COMPOSERS))),
            (piece, "estilo", rng.choice(STYLES)),
        ]
    schools = list(SCHOOLS)
    towns = [t for ts in TOWNS.values() for t in ts]
    pupils = full_names(rng, FIRST, LAST, 130, set(TEACHERS) | set(COMPOSERS))
    shows_of = {s: [sh for sh, v in SHOWS.items() if v[0] == s] for s in schools}
    for pupil in pupils:
        school = rng.choice(schools)
        facts += [
            (pupil, "alumna de", school),
            (pupil, "vive en", rng.choice(towns)),
            (pupil, "clases con", rng.choice(_teachers_of(school))),
        ]
        if rng.random() < 0.15:
            other = rng.choice(schools)
            if other != school:
                facts.append((pupil, "alumna de", other))
        if rng.random() < 0.55 and shows_of[school]:
            facts.append((pupil, "bailó en", rng.choice(shows_of[school])))
    for comp in COMPS:
        for pupil in rng.sample(pupils, rng.choice([1, 2, 3])):
            facts.append((comp, "ganadora", pupil))
    return facts


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    facts = _hand_facts() + _filler(rng)
    return name_facts(facts, rng, range(10000), lambda n: f"dnc>{n:04d}")


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


F, B = "->", "<-"
SPECS: list[tuple] = [
    # one hop
    (
        "dn1-01",
        "who's the principal of Cardigan Bay Ballet",
        ["Cardigan Bay Ballet"],
        [("directora", F)],
        ["Owain Prydderch"],
    ),
    (
        "dn1-02",
        "which teachers work at Penmarrow Dance Centre?",
        ["Penmarrow Dance Centre"],
        [(">>staff", F)],
        ["Lowenna Jago", "Ottilie Skewes"],
    ),
    (
        "dn1-03",
        "what kinds of dance can you learn at tamar tap and jazz",
        ["Tamar Tap and Jazz"],
        [("estilos", F)],
        ["jazz", "musical theatre", "tap"],
    ),
    (
        "dn1-04",
        "exam board Teifi Stepping School uses",
        ["Teifi Stepping School"],
        [(">>examBoard", F)],
        ["Celtic Step Examinations"],
    ),
    (
        "dn1-05",
        "where did femi adeyinka do her training",
        ["Femi Adeyinka"],
        [("formada en", F)],
        ["Northlight Contemporary Institute"],
    ),
    (
        "dn1-06",
        "who was Lowenna Jago's mentor?",
        ["Lowenna Jago"],
        [(">>mentor", F)],
        ["Tamsin Rowe"],
    ),
    (
        "dn1-07",
        "which teachers has Delphine Aubrac taken under her wing",
        ["Delphine Aubrac"],
        [(">>mentor", B)],
        ["Anouk Devereux", "Kit Penhallow"],
    ),
    (
        "dn1-08",
        "what venue was Undertow performed at",
        ["Undertow"],
        [("teatro", F)],
        ["Caldicot Arts Barn"],
    ),
    (
        "dn1-09",
        "who did the choreography for the Tamar Tap Spectacular",
        ["Tamar Tap Spectacular"],
        [("coreografía", F)],
        ["Kit Penhallow"],
    ),
    (
        "dn1-10",
        "who made the costumes for footlights follies",
        ["Footlights Follies"],
        [("vestuario", F)],
        ["Sequin and Thread"],
    ),
    (
        "dn1-11",
        "what was danced at the Winter Gala 2025 Exmouth",
        ["Winter Gala 2025 Exmouth"],
        [(">>program", F)],
        ["Glass Harbour", "Grey Seal Pas de Deux"],
    ),
    (
        "dn1-12",
        "who wrote the music for Nightjar",
        ["Nightjar"],
        [("música de", F)],
        ["Oskar Wendt"],
    ),
    (
        "dn1-13",
        "judging panel levels breaking battle",
        ["Levels Breaking Battle"],
        [(">>judges", F)],
        ["Femi Adeyinka", "Marcus Okonjo"],
    ),
    (
        "dn1-14",
        "winners of the Peninsula Dance Festival 2025",
        ["Peninsula Dance Festival 2025"],
        [("ganadora", F)],
        ["Evie Powell", "Ivy Rowse", "Jago Davey"],
    ),
    (
        "dn1-15",
        "who organises the Kernow Young Dancer contest?",
        ["Kernow Young Dancer"],
        [("organiza", F)],
        ["Peninsula Dance Alliance"],
    ),
    (
        "dn1-16",
        "which kids take class with Tamsin Rowe",
        ["Tamsin Rowe"],
        [("clases con", B)],
        [
            "Efa Pritchard",
            "Jago Davey",
            "Lowen Griffiths",
            "Maisie Pascoe",
            "Maisie Powell",
            "Nia Angove",
            "Nia Williams",
            "Osian Powell",
            "Rosie Rowse",
        ],
    ),
    (
        "dn1-17",
        "what country is the composer Ilse Brandvold from",
        ["Ilse Brandvold"],
        [("nacionalidad", F)],
        ["Norway"],
    ),
    (
        "dn1-18",
        "schools that are part of the Western Dance Teachers Guild",
        ["Western Dance Teachers Guild"],
        [("asociación", B)],
        [
            "Calstock Quay Dancers",
            "Tamar Tap and Jazz",
            "Tavybridge Dance House",
            "Varga School of Ballet",
        ],
    ),
    (
        "dn1-19",
        "where's the Harlequin Wardrobe Co workshp",
        ["Harlequin Wardrobe Co"],
        [("taller en", F)],
        ["Tavybridge"],
    ),
    (
        "dn1-20",
        "what school does Nia Pritchard go to",
        ["Nia Pritchard"],
        [("alumna de", F)],
        ["Cardigan Bay Ballet"],
    ),
    # two hops
    (
        "dn2-01",
        "where did the head of Levels Urban Dance Co train",
        ["Levels Urban Dance Co"],
        [("directora", F), ("formada en", F)],
        ["Northlight Contemporary Institute"],
    ),
    (
        "dn2-02",
        "what town is Tamar Tap and Jazz's exam board based in",
        ["Tamar Tap and Jazz"],
        [(">>examBoard", F), ("oficina central", F)],
        ["Launcefold"],
    ),
    (
        "dn2-03",
        "which province is dawlish footlights academy in",
        ["Dawlish Footlights Academy"],
        [("ciudad", F), ("provincia", F)],
        ["Exe Lowlands"],
    ),
    (
        "dn2-04",
        "who mentored the teacher Evie Powell has her lessons with",
        ["Evie Powell"],
        [("clases con", F), (">>mentor", F)],
        ["Carys Vaughan"],
    ),
    (
        "dn2-05",
        "which shows has Celestine Varga's school put on",
        ["Celestine Varga"],
        [("directora", B), (">>producedBy", B)],
        ["Winter Gala 2025 Exmouth"],
    ),
    (
        "dn2-06",
        "what town was Steps of the Teifi staged in",
        ["Steps of the Teifi"],
        [("teatro", F), ("ciudad", F)],
        ["Cardigan Heights"],
    ),
    (
        "dn2-07",
        "composers behind the music in Undertow",
        ["Undertow"],
        [(">>program", F), ("música de", F)],
        ["Ilse Brandvold", "Oskar Wendt", "Ysolde Penrose"],
    ),
    (
        "dn2-08",
        "where do the teachers at Okonjo Movement Studio live",
        ["Okonjo Movement Studio"],
        [(">>staff", F), ("vive en", F)],
        ["Magor Pill", "Redwick Fen"],
    ),
    (
        "dn2-09",
        "which schools belong to the body that runs the Tamar Valley Tap Trophy",
        ["Tamar Valley Tap Trophy"],
        [("organiza", F), ("asociación", B)],
        [
            "Calstock Quay Dancers",
            "Tamar Tap and Jazz",
            "Tavybridge Dance House",
            "Varga School of Ballet",
        ],
    ),
    (
        "dn2-10",
        "who choreographed the shows at the Alverton Playhouse",
        ["Alverton Playhouse"],
        [("teatro", B), ("coreografía", F)],
        ["Lowenna Jago", "Petroc Nancarrow"],
    ),
    (
        "dn2-11",
        "styles of the pieces Hester Bligh has created",
        ["Hester Bligh"],
        [("creada por", B), ("estilo", F)],
        ["ballet", "musical theatre", "street dance"],
    ),
    (
        "dn2-12",
        "which schools do the Tamar Valley Tap Trophy winners dance at",
        ["Tamar Valley Tap Trophy"],
        [("ganadora", F), ("alumna de", F)],
        ["Calstock Quay Dancers", "Tavybridge Dance House"],
    ),
    (
        "dn2-13",
        "who teaches at the schools that enter pupils for Celtic Step Examinations",
        ["Celtic Step Examinations"],
        [(">>examBoard", B), (">>staff", F)],
        ["Carys Vaughan", "Dyfan Lloyd", "Ottilie Skewes"],
    ),
    (
        "dn2-14",
        "where were the judges of the exe estuary ballet prize trained",
        ["Exe Estuary Ballet Prize"],
        [(">>judges", F), ("formada en", F)],
        ["Royal Western Ballet School"],
    ),
    (
        "dn2-15",
        "what country's goldcliff in",
        ["Goldcliff"],
        [("provincia", F), ("país", F)],
        ["Cambria Minor"],
    ),
    (
        "dn2-16",
        "who did the costumes for shows by Calstock Quay Dancers",
        ["Calstock Quay Dancers"],
        [(">>producedBy", B), ("vestuario", F)],
        ["Harlequin Wardrobe Co"],
    ),
    (
        "dn2-17",
        "dancers who preformed in shows Marcus Okonjo choreographed",
        ["Marcus Okonjo"],
        [("coreografía", B), ("bailó en", B)],
        ["Aria Tonkin", "Demelza Glasson", "Jago Griffiths", "Maisie Angove"],
    ),
    (
        "dn2-18",
        "what academies trained the staff of the Varga School",
        ["Varga School of Ballet"],
        [(">>staff", F), ("formada en", F)],
        ["Royal Western Ballet School"],
    ),
    (
        "dn2-19",
        "who are the dance teachers of the kids that won the Cambrian Eisteddfod Dance Day",
        ["Cambrian Eisteddfod Dance Day"],
        [("ganadora", F), ("clases con", F)],
        ["Bryony Kestle", "Delphine Aubrac"],
    ),
    (
        "dn2-20",
        "which teachers trained at the academy in Tavybridge",
        ["Tavybridge"],
        [("ciudad", B), ("formada en", B)],
        [
            "Anouk Devereux",
            "Delphine Aubrac",
            "Kit Penhallow",
            "Rafael Quintero",
            "Zelda Marchetti",
        ],
    ),
    # three hops
    (
        "dn3-01",
        "what province do the teachers Celestine Varga mentored live in",
        ["Celestine Varga"],
        [(">>mentor", B), ("vive en", F), ("provincia", F)],
        ["Kernow West"],
    ),
    (
        "dn3-02",
        "where is the exam board used by Gethin Morgan-Rees's school based",
        ["Gethin Morgan-Rees"],
        [("directora", B), (">>examBoard", F), ("oficina central", F)],
        ["Llandysul Bont"],
    ),
    (
        "dn3-03",
        "which composers wrote music for the pieces in shows at Launcefold Town Hall",
        ["Launcefold Town Hall"],
        [("teatro", B), (">>program", F), ("música de", F)],
        ["Bryn Caradog", "Hugo Lemaitre", "Ilse Brandvold", "Lior Amsalem"],
    ),
    (
        "dn3-04",
        "mentor of whoever choreographed the Dawlish Footlights Academy show",
        ["Dawlish Footlights Academy"],
        [(">>producedBy", B), ("coreografía", F), (">>mentor", F)],
        ["Rafael Quintero"],
    ),
    (
        "dn3-05",
        "which academies trained the teachers of the Peninsula Dance Festival 2025 winners",
        ["Peninsula Dance Festival 2025"],
        [("ganadora", F), ("clases con", F), ("formada en", F)],
        ["Cambrian Dance Academy", "Kernow Performing Arts College"],
    ),
    (
        "dn3-06",
        "what countries are the composers from in the Tamar Tap Spectacular",
        ["Tamar Tap Spectacular"],
        [(">>program", F), ("música de", F), ("nacionalidad", F)],
        ["France", "Norway"],
    ),
    (
        "dn3-07",
        "towns of the schools in the association headquartered in Magor Pill",
        ["Magor Pill"],
        [("oficina central", B), ("asociación", B), ("ciudad", F)],
        ["Cardigan Heights", "Goldcliff", "Llandysul Bont", "Magor Pill"],
    ),
    (
        "dn3-08",
        "where do the teachres of the dancers in Undertow live",
        ["Undertow"],
        [("bailó en", B), ("clases con", F), ("vive en", F)],
        ["Caldicot Marsh", "Magor Pill", "Redwick Fen"],
    ),
    (
        "dn3-09",
        "who judged the competitions run by the association trewellan stage school is in",
        ["Trewellan Stage School"],
        [("asociación", F), ("organiza", B), (">>judges", F)],
        ["Anouk Devereux", "Celestine Varga", "Gethin Morgan-Rees", "Tamsin Rowe"],
    ),
    (
        "dn3-10",
        "styles taught at schools headed by someone who lives in Tavybridge",
        ["Tavybridge"],
        [("vive en", B), ("directora", B), ("estilos", F)],
        ["ballet", "contemporary", "tap"],
    ),
    (
        "dn3-11",
        "which province is the costume maker for Concrete Levels in",
        ["Concrete Levels"],
        [("vestuario", F), ("taller en", F), ("provincia", F)],
        ["Gwent Levels"],
    ),
    (
        "dn3-12",
        "Morwenna Tregear's mentor's mentor's mentor",
        ["Morwenna Tregear"],
        [(">>mentor", F), (">>mentor", F), (">>mentor", F)],
        ["Bryony Kestle"],
    ),
    (
        "dn3-13",
        "what exam boards do the schools of the Levels Breaking Battle winners use",
        ["Levels Breaking Battle"],
        [("ganadora", F), ("alumna de", F), (">>examBoard", F)],
        ["Celtic Step Examinations"],
    ),
    (
        "dn3-14",
        "where did the people who created the pieces in the Spring Showcase Penmarrow train",
        ["Spring Showcase Penmarrow"],
        [(">>program", F), ("creada por", F), ("formada en", F)],
        ["Royal Western Ballet School"],
    ),
    (
        "dn3-15",
        "which venues have had shows from schools in Exmouth Strand",
        ["Exmouth Strand"],
        [("ciudad", B), (">>producedBy", B), ("teatro", F)],
        ["Exmouth Pavilion Theatre"],
    ),
    # topic not in the graph
    ("dnx-01", "who is the principal of Pirouette Palace in Bude", 1),
    ("dnx-02", "which exam board does Highfield Tappers use", 1),
    ("dnx-03", "who choreographed the Winter Wonderland Revue 2019", 1),
    ("dnx-04", "where did Anastasia Petrov train as a dancer?", 1),
    ("dnx-05", "what town is the venue of the Severn Stars Dance Contest in", 2),
    # relation the graph lacks
    (
        "dnl-01",
        "how much are the fees at Varga School of Ballet",
        ["Varga School of Ballet"],
        1,
        "tuition fees",
    ),
    (
        "dnl-02",
        "when was Penmarrow Dance Centre founded",
        ["Penmarrow Dance Centre"],
        1,
        "founding year",
    ),
    ("dnl-03", "what grade has nia pritchard got up to", ["Nia Pritchard"], 1, "exam grade"),
    ("dnl-04", "how long does Undertow run for", ["Undertow"], 1, "running time"),
    (
        "dnl-05",
        "how many seats in the Alverton Playhouse",
        ["Alverton Playhouse"],
        1,
        "seating capacity",
    ),
    (
        "dnl-06",
        "what night are the tap classes at Tamar Tap and Jazz",
        ["Tamar Tap and Jazz"],
        1,
        "class timetable",
    ),
    ("dnl-07", "how old is Celestine Varga?", ["Celestine Varga"], 1, "age"),
    (
        "dnl-08",
        "what did the winner of the Kernow Young Dancer get as a prize",
        ["Kernow Young Dancer"],
        1,
        "prize",
    ),
    ("dnl-09", "who founded Sequin and Thread", ["Sequin and Thread"], 1, "founder"),
    (
        "dnl-10",
        "when was the Ballet Grades Council set up",
        ["Ballet Grades Council"],
        1,
        "founding year",
    ),
    (
        "dnl-11",
        "who was Celestine Varga's mentor",
        ["Celestine Varga"],
        1,
        "none for entity: >>mentor",
    ),
    (
        "dnl-12",
        "which shows has Evie Powell danced in",
        ["Evie Powell"],
        1,
        "none for entity: bailó en",
    ),
    (
        "dnl-13",
        "what nationality is tamsin rowe",
        ["Tamsin Rowe"],
        1,
        "none for entity: nacionalidad",
    ),
    (
        "dnl-14",
        "who does Kit Penhallow take lessons from these days",
        ["Kit Penhallow"],
        1,
        "none for entity: clases con",
    ),
    (
        "dnl-15",
        "which shows did marcus okonjo perform in himself",
        ["Marcus Okonjo"],
        1,
        "none for entity: bailó en",
    ),
]


if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
