"""Build the `choirs` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional region's amateur choirs and their festival circuit: choirs with their home town,
musical director, accompanist, voicing, the association they are affiliated to, their
rehearsal venue, the pieces in their repertoire and the festivals they entered and won;
singers with their choir, voice part and home town; conductors with the conservatoire they
studied at and the conductor they assisted; festivals with their town, organising
association, adjudicators and set piece; pieces with their composer, composers with their
country; venues, conservatoires and associations with their towns; towns with their county.
Every person, place and choir is invented (the composers too). The schema and the named
entities are written by hand below; a seeded generator (`random.Random(4901)`) draws the
people's names and the filler facts. The questions are written by hand at the bottom by
name and path; their answers are computed from the graph by `paths.write_questions_by_name`
and checked against the answers written beside them. Re-running the script rewrites the
same files.

    python benchmarks/kgqa/choirs/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
if str(HERE.parent) not in sys.path:  # benchmarks/kgqa: the sets' shared file helpers
    sys.path.insert(0, str(HERE.parent))
from paths import full_names, with_opaque_ids, write_questions_by_name, write_set  # noqa: E402

COUNTY = "admin_area"
BASED = "basedIn"
MD = "MD"
ACCOMP = "accomp."
VOICING = "voicing"
AFFIL = "affiliated_to"
REHEARSES = "rehearses at"
VENUE_TOWN = "venue/town"
SINGS = "sings_in"
PART = "Part"
HOME = "home_town"
STUDIED = "studiedAt"
ASSISTED = "ASSISTED"
CONS_TOWN = "cons.town"
HELD = "held_in"
ORGANISER = "organiser"
ADJ = "adj[]"
SET_PIECE = "setPiece"
ENTERED = "competed at"
WON = "1st_prize@"
COMPOSED = "composed by"
REP = "repertoire"
NAT = "nationality"
HQ = "HQ"

COUNTIES = {
    "Ashcombe": ["Wrenford", "Marlow Ford", "Tilsey", "Brackenholt"],
    "Lowmoor": ["Coldby", "Fennick", "Harsby Bridge", "Ollerton Cross"],
    "Severn Reach": ["Quayhampton", "Wedmoor", "St Illick", "Pennard"],
    "Greyhaven Shire": ["Dunsop", "Kittle", "Morrow End"],
}
TOWNS = [t for ts in COUNTIES.values() for t in ts]

ASSOCIATIONS = {
    "Ashcombe Choral Union": "Wrenford",
    "Lowmoor Singers' Federation": "Coldby",
    "Western Voices Association": "Quayhampton",
    "Greyhaven Music Guild": "Dunsop",
}
CONSERVATOIRES = {
    "Royal Quayhampton Conservatoire": "Quayhampton",
    "Wrenford School of Music": "Wrenford",
    "Coldby Academy of Song": "Coldby",
    "St Illick College of Music": "St Illick",
    "Northern Cantoris Institute": "Harsby Bridge",
    "Dunsop Music Academy": "Dunsop",
}
VOICINGS = [
    "mixed SATB",
    "male voice",
    "ladies' choir",
    "youth choir",
    "chamber choir",
    "gospel choir",
    "barbershop chorus",
]
PARTS = ["soprano", "alto", "tenor", "baritone", "bass", "mezzo-soprano"]
COUNTRIES = ["Estonia", "Wales", "Norway", "Latvia", "Hungary", "England"]
COMPOSERS = {
    "Aino Kaskla": "Estonia",
    "Rhodri Penhallow": "Wales",
    "Sigrun Haldorsen": "Norway",
    "Ilze Berzina": "Latvia",
    "Zoltan Farkasdi": "Hungary",
    "Edwin Marlowe": "England",
    "Kadri Tamm-Ruus": "Estonia",
    "Gwenllian Prys": "Wales",
    "Jorunn Vikstad": "Norway",
    "Matiss Ozols": "Latvia",
    "Reka Szalontai": "Hungary",
    "Harriet Vane-Coles": "England",
    "Olav Brekkestad": "Norway",
    "Tõnu Saarmets": "Estonia",
    "Bryn Cadwaladr": "Wales",
}
PIECES = [
    "Lament for the Salt Marsh",
    "Seven Lanterns",
    "Cradle of the North Wind",
    "Ave Stella Nova",
    "The Ferryman's Psalm",
    "Rain on Harrow Hill",
    "Magnificat in G for Tired Voices",
    "Song of the Lime Kilns",
    "Three Winter Carols",
    "Evening Hymn at Pennard",
    "Lullaby for Ilse",
    "The Bells of Morrow End",
    "Kyrie of the Fields",
    "Daybreak Canticle",
    "Waters of Quay",
    "Gloria Brevis",
    "A Hymn for Shepherds",
    "The Lark Ascending Again",
    "Blackthorn Requiem",
    "O Sacrum Lumen",
    "Spinning Song",
    "The Miner's Farewell",
    "Midsummer Reel",
    "Nunc Dimittis in E flat",
    "Heron at Dusk",
    "Stabat Mater Minor",
    "Birch Grove Song",
    "The Drover's Road",
    "Psalm of the Seventh Hill",
    "Lanterns over Kittle",
]
VENUES = {
    "St Wenna's Church Hall": "Wrenford",
    "Marlow Ford Methodist Chapel": "Marlow Ford",
    "Tilsey Village Hall": "Tilsey",
    "Brackenholt Institute": "Brackenholt",
    "Coldby Guildhall": "Coldby",
    "Fennick Scout Hut": "Fennick",
    "Harsby Bridge Baptist Church": "Harsby Bridge",
    "Ollerton Cross Library Room": "Ollerton Cross",
    "Quayhampton Corn Exchange": "Quayhampton",
    "Wedmoor Community Centre": "Wedmoor",
    "St Illick Parish Rooms": "St Illick",
    "Pennard Miners' Welfare": "Pennard",
    "Dunsop Assembly Rooms": "Dunsop",
    "Kittle Old School": "Kittle",
    "Morrow End Chapel": "Morrow End",
    "Quayhampton Sixth Form Hall": "Quayhampton",
    "Coldby Working Men's Club": "Coldby",
    "Wrenford Cathedral Song School": "Wrenford",
    "Fennick United Reformed Church": "Fennick",
    "Wedmoor Rugby Club": "Wedmoor",
}
# choir -> (town, voicing, association, venue)
CHOIRS = {
    "Wrenford Chorale": (
        "Wrenford",
        "mixed SATB",
        "Ashcombe Choral Union",
        "St Wenna's Church Hall",
    ),
    "Marlow Ford Male Voice Choir": (
        "Marlow Ford",
        "male voice",
        "Ashcombe Choral Union",
        "Marlow Ford Methodist Chapel",
    ),
    "Tilsey Belles": ("Tilsey", "ladies' choir", "Ashcombe Choral Union", "Tilsey Village Hall"),
    "Brackenholt Community Choir": (
        "Brackenholt",
        "mixed SATB",
        "Ashcombe Choral Union",
        "Brackenholt Institute",
    ),
    "Coldby Harmonists": (
        "Coldby",
        "chamber choir",
        "Lowmoor Singers' Federation",
        "Coldby Guildhall",
    ),
    "Fennick Young Voices": (
        "Fennick",
        "youth choir",
        "Lowmoor Singers' Federation",
        "Fennick Scout Hut",
    ),
    "Harsby Gospel Collective": (
        "Harsby Bridge",
        "gospel choir",
        "Lowmoor Singers' Federation",
        "Harsby Bridge Baptist Church",
    ),
    "Ollerton Cross Songsters": (
        "Ollerton Cross",
        "mixed SATB",
        "Lowmoor Singers' Federation",
        "Ollerton Cross Library Room",
    ),
    "Quayhampton Philharmonic Chorus": (
        "Quayhampton",
        "mixed SATB",
        "Western Voices Association",
        "Quayhampton Corn Exchange",
    ),
    "Wedmoor Miners' Choir": (
        "Wedmoor",
        "male voice",
        "Western Voices Association",
        "Wedmoor Community Centre",
    ),
    "St Illick Cantores": (
        "St Illick",
        "chamber choir",
        "Western Voices Association",
        "St Illick Parish Rooms",
    ),
    "Pennard Colliery Male Choir": (
        "Pennard",
        "male voice",
        "Western Voices Association",
        "Pennard Miners' Welfare",
    ),
    "Dunsop Bay Singers": (
        "Dunsop",
        "mixed SATB",
        "Greyhaven Music Guild",
        "Dunsop Assembly Rooms",
    ),
    "Kittle Barbershop Chorus": (
        "Kittle",
        "barbershop chorus",
        "Greyhaven Music Guild",
        "Kittle Old School",
    ),
    "Morrow End Ladies": (
        "Morrow End",
        "ladies' choir",
        "Greyhaven Music Guild",
        "Morrow End Chapel",
    ),
    "Quay Street Youth Choir": (
        "Quayhampton",
        "youth choir",
        "Western Voices Association",
        "Quayhampton Sixth Form Hall",
    ),
    "Coldby Rock Choir": (
        "Coldby",
        "mixed SATB",
        "Lowmoor Singers' Federation",
        "Coldby Working Men's Club",
    ),
    "Wrenford Cathedral Consort": (
        "Wrenford",
        "chamber choir",
        "Ashcombe Choral Union",
        "Wrenford Cathedral Song School",
    ),
    "Fennick Ladies' Glee": (
        "Fennick",
        "ladies' choir",
        "Lowmoor Singers' Federation",
        "Fennick United Reformed Church",
    ),
    "Wedmoor Rugby Club Choir": (
        "Wedmoor",
        "male voice",
        "Western Voices Association",
        "Wedmoor Rugby Club",
    ),
    "Tilsey Tuesday Singers": (
        "Tilsey",
        "mixed SATB",
        "Ashcombe Choral Union",
        "Tilsey Village Hall",
    ),
    "Harsby Sweet Adelines": (
        "Harsby Bridge",
        "barbershop chorus",
        "Lowmoor Singers' Federation",
        "Harsby Bridge Baptist Church",
    ),
    "Kittle Folk Chorus": ("Kittle", "mixed SATB", "Greyhaven Music Guild", "Kittle Old School"),
    "Dunsop Gospel Choir": (
        "Dunsop",
        "gospel choir",
        "Greyhaven Music Guild",
        "Dunsop Assembly Rooms",
    ),
    "Pennard Chamber Voices": (
        "Pennard",
        "chamber choir",
        "Western Voices Association",
        "Pennard Miners' Welfare",
    ),
    "Brackenholt Youth Chorus": (
        "Brackenholt",
        "youth choir",
        "Ashcombe Choral Union",
        "Brackenholt Institute",
    ),
    "Morrow End Sea Shanty Crew": (
        "Morrow End",
        "male voice",
        "Greyhaven Music Guild",
        "Morrow End Chapel",
    ),
    "Ollerton Cross Chapel Choir": (
        "Ollerton Cross",
        "mixed SATB",
        "Lowmoor Singers' Federation",
        "Ollerton Cross Library Room",
    ),
}
# festival -> (town, organising association, set piece)
FESTIVALS = {
    "Wrenford Choral Eisteddfod": ("Wrenford", "Ashcombe Choral Union", "Seven Lanterns"),
    "Lowmoor Spring Sing": ("Coldby", "Lowmoor Singers' Federation", "Kyrie of the Fields"),
    "Quayhampton International Choir Festival": (
        "Quayhampton",
        "Western Voices Association",
        "Ave Stella Nova",
    ),
    "Greyhaven Harmony Weekend": ("Dunsop", "Greyhaven Music Guild", "The Bells of Morrow End"),
    "Tilsey Village Voices": ("Tilsey", "Ashcombe Choral Union", "Spinning Song"),
    "Pennard Male Choir Gala": ("Pennard", "Western Voices Association", "The Miner's Farewell"),
    "Harsby Bridge Gospel Fest": (
        "Harsby Bridge",
        "Lowmoor Singers' Federation",
        "Daybreak Canticle",
    ),
    "Kittle Barbershop Bash": ("Kittle", "Greyhaven Music Guild", "Midsummer Reel"),
    "St Illick Festival of Sacred Song": (
        "St Illick",
        "Western Voices Association",
        "O Sacrum Lumen",
    ),
    "Marlow Ford Winter Carols Contest": (
        "Marlow Ford",
        "Ashcombe Choral Union",
        "Three Winter Carols",
    ),
}
FIRST = [
    "Alys",
    "Bethan",
    "Colm",
    "Dafydd",
    "Elin",
    "Finlay",
    "Gethin",
    "Hester",
    "Ivo",
    "Jocasta",
    "Kerensa",
    "Lowri",
    "Madoc",
    "Nesta",
    "Osian",
    "Petra",
    "Quentin",
    "Rhian",
    "Seren",
    "Tobias",
    "Una",
    "Vaughan",
    "Wilf",
    "Yestin",
    "Zillah",
    "Ambrose",
    "Bronwen",
    "Cadoc",
    "Delyth",
    "Emrys",
    "Ffion",
    "Gwilym",
    "Hywel",
    "Iolo",
    "Janek",
    "Keturah",
    "Lleucu",
    "Morwenna",
    "Nye",
    "Olwen",
    "Pryderi",
    "Ruairi",
    "Sioned",
    "Tegan",
    "Ulla",
    "Wenna",
    "Marit",
    "Anouk",
    "Birgit",
    "Crispin",
]
LAST = [
    "Abernethy",
    "Bevan",
    "Carrow",
    "Dagworth",
    "Ellery",
    "Fairweather",
    "Gillow",
    "Hendry",
    "Ingleby",
    "Jephcott",
    "Kettleby",
    "Lusk",
    "Merridew",
    "Nancarrow",
    "Ottery",
    "Penrose",
    "Quiller",
    "Rendle",
    "Sawle",
    "Trevorrow",
    "Uglow",
    "Venning",
    "Wherry",
    "Yelland",
    "Zennor",
    "Annear",
    "Bolitho",
    "Chenoweth",
    "Dunstan",
    "Eddy",
    "Glasson",
    "Hocking",
    "Jory",
    "Kitto",
    "Laity",
    "Mitchell-Hayes",
    "Nute",
    "Oates",
    "Pascoe",
    "Rowse",
    "Stephens-Dale",
    "Thomas-Rule",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(4901)
    facts: list[tuple[str, str, str]] = []
    add = facts.append
    for county, towns in COUNTIES.items():
        for t in towns:
            add((t, COUNTY, county))
    for a, t in ASSOCIATIONS.items():
        add((a, HQ, t))
    for c, t in CONSERVATOIRES.items():
        add((c, CONS_TOWN, t))
    for v, t in VENUES.items():
        add((v, VENUE_TOWN, t))
    for c, n in COMPOSERS.items():
        add((c, NAT, n))
    composers = list(COMPOSERS)
    for i, p in enumerate(PIECES):
        add((p, COMPOSED, composers[i % len(composers)]))
    taken: set[str] = set()
    conductors = full_names(rng, FIRST, LAST, 30, taken)
    singers = full_names(rng, FIRST, LAST, 118, taken)
    cons = list(CONSERVATOIRES)
    for i, c in enumerate(conductors):
        add((c, STUDIED, cons[i % len(cons)]))
        if i >= 14:
            add((c, ASSISTED, conductors[rng.randrange(0, 14)]))
    choirs = list(CHOIRS)
    for i, (ch, (town, voicing, assoc, venue)) in enumerate(CHOIRS.items()):
        add((ch, BASED, town))
        add((ch, MD, conductors[i]))
        add((ch, VOICING, voicing))
        add((ch, AFFIL, assoc))
        add((ch, REHEARSES, venue))
        for p in rng.sample(PIECES, 2):
            add((ch, REP, p))
    for i, s in enumerate(singers):
        choir = choirs[i % len(choirs)]
        add((s, SINGS, choir))
        if i % 4 == 0:
            add((s, SINGS, rng.choice(choirs)))
        add((s, PART, rng.choice(PARTS)))
        if i % 6 != 5:
            add((s, HOME, rng.choice(TOWNS)))
    for i, ch in enumerate(choirs):
        add((ch, ACCOMP, singers[(i * 7 + 3) % len(singers)]))
    fests = list(FESTIVALS)
    for f, (town, assoc, piece) in FESTIVALS.items():
        add((f, HELD, town))
        add((f, ORGANISER, assoc))
        add((f, SET_PIECE, piece))
        for c in rng.sample(conductors[20:], 2):
            add((f, ADJ, c))
    for i, ch in enumerate(choirs):
        entered = rng.sample(fests, 2 if i % 3 else 1)
        for f in entered:
            add((ch, ENTERED, f))
    for f in fests:
        entrants = [h for h, r, t in facts if r == ENTERED and t == f]
        if entrants:
            add((rng.choice(entrants), WON, f))
    return facts


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(4902), range(10000), "ch^{:04d}")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


QUESTIONS: list[Any] = [
    (
        "cq-1-01",
        "where do the Tilsey Belles rehearse?",
        ["Tilsey Belles"],
        [(REHEARSES, "->")],
        ["Tilsey Village Hall"],
    ),
    (
        "cq-1-02",
        "who conducts Wedmoor Miners' Choir",
        ["Wedmoor Miners' Choir"],
        [(MD, "->")],
        ["Dafydd Nancarrow"],
    ),
    (
        "cq-1-03",
        "Who plays piano for the Coldby Harmonists?",
        ["Coldby Harmonists"],
        [(ACCOMP, "->")],
        ["Cadoc Nancarrow"],
    ),
    ("cq-1-04", "which county is fennick in", ["Fennick"], [(COUNTY, "->")], ["Lowmoor"]),
    (
        "cq-1-05",
        "who wrote Blackthorn Requiem",
        ["Blackthorn Requiem"],
        [(COMPOSED, "->")],
        ["Ilze Berzina"],
    ),
    (
        "cq-1-06",
        "what's the test piece at Lowmoor Spring Sing this time?",
        ["Lowmoor Spring Sing"],
        [(SET_PIECE, "->")],
        ["Kyrie of the Fields"],
    ),
    (
        "cq-1-07",
        "Greyhaven Harmony Weekend adjudicators",
        ["Greyhaven Harmony Weekend"],
        [(ADJ, "->")],
        ["Hywel Glasson", "Osian Ottery"],
    ),
    (
        "cq-1-08",
        "Which choirs have taken part in the Pennard Male Choir Gala?",
        ["Pennard Male Choir Gala"],
        [(ENTERED, "<-")],
        [
            "Brackenholt Community Choir",
            "Coldby Harmonists",
            "Fennick Ladies' Glee",
            "Pennard Colliery Male Choir",
            "Wedmoor Miners' Choir",
        ],
    ),
    (
        "cq-1-09",
        "list the choirs that belong to the Greyhaven Music Guild",
        ["Greyhaven Music Guild"],
        [(AFFIL, "<-")],
        [
            "Dunsop Bay Singers",
            "Dunsop Gospel Choir",
            "Kittle Barbershop Chorus",
            "Kittle Folk Chorus",
            "Morrow End Ladies",
            "Morrow End Sea Shanty Crew",
        ],
    ),
    (
        "cq-1-10",
        "what songs are in kittle folk chorus's programme",
        ["Kittle Folk Chorus"],
        [(REP, "->")],
        ["Cradle of the North Wind", "Lament for the Salt Marsh"],
    ),
    (
        "cq-1-11",
        "who took first place at Harsby Bridge Gospel Fest?",
        ["Harsby Bridge Gospel Fest"],
        [(WON, "<-")],
        ["Harsby Gospel Collective"],
    ),
    (
        "cq-1-12",
        "what sort of group are the Harsby Sweet Adelines",
        ["Harsby Sweet Adelines"],
        [(VOICING, "->")],
        ["barbershop chorus"],
    ),
    (
        "cq-1-13",
        "Where's the Lowmoor Singers' Federation based?",
        ["Lowmoor Singers' Federation"],
        [(HQ, "->")],
        ["Coldby"],
    ),
    (
        "cq-1-14",
        "Hywel Glasson trained at which conservatoire?",
        ["Hywel Glasson"],
        [(STUDIED, "->")],
        ["Northern Cantoris Institute"],
    ),
    (
        "cq-1-15",
        "Sigrun Haldorsen pieces",
        ["Sigrun Haldorsen"],
        [(COMPOSED, "<-")],
        ["Cradle of the North Wind", "The Lark Ascending Again"],
    ),
    (
        "cq-1-16",
        "which town hosts the Quayhampton International Choir Festival",
        ["Quayhampton International Choir Festival"],
        [(HELD, "->")],
        ["Quayhampton"],
    ),
    (
        "cq-1-17",
        "Who sings with the Ollerton Cross Songsters?",
        ["Ollerton Cross Songsters"],
        [(SINGS, "<-")],
        ["Cadoc Ottery", "Finlay Yelland", "Iolo Nancarrow", "Sioned Jephcott"],
    ),
    (
        "cq-1-18",
        "show me all the male voice choirs",
        ["male voice"],
        [(VOICING, "<-")],
        [
            "Marlow Ford Male Voice Choir",
            "Morrow End Sea Shanty Crew",
            "Pennard Colliery Male Choir",
            "Wedmoor Miners' Choir",
            "Wedmoor Rugby Club Choir",
        ],
    ),
    (
        "cq-1-19",
        "which choirs practise at Kittle Old School?",
        ["Kittle Old School"],
        [(REHEARSES, "<-")],
        ["Kittle Barbershop Chorus", "Kittle Folk Chorus"],
    ),
    (
        "cq-1-20",
        "who puts on the St Illick Festival of Sacred Song",
        ["St Illick Festival of Sacred Song"],
        [(ORGANISER, "->")],
        ["Western Voices Association"],
    ),
    (
        "cq-2-01",
        "Where did the conductor of Dunsop Bay Singers do their training?",
        ["Dunsop Bay Singers"],
        [(MD, "->"), (STUDIED, "->")],
        ["Royal Quayhampton Conservatoire"],
    ),
    (
        "cq-2-02",
        "what country is the composer of Heron at Dusk from",
        ["Heron at Dusk"],
        [(COMPOSED, "->"), (NAT, "->")],
        ["Latvia"],
    ),
    (
        "cq-2-03",
        "Morrow End Ladies - which county are they in?",
        ["Morrow End Ladies"],
        [(BASED, "->"), (COUNTY, "->")],
        ["Greyhaven Shire"],
    ),
    (
        "cq-2-04",
        "what voice parts do the Fennick Young Voices members sing",
        ["Fennick Young Voices"],
        [(SINGS, "<-"), (PART, "->")],
        ["alto", "baritone", "mezzo-soprano", "soprano"],
    ),
    (
        "cq-2-05",
        "Where do the members of Wrenford Chorale live?",
        ["Wrenford Chorale"],
        [(SINGS, "<-"), (HOME, "->")],
        ["Fennick", "Morrow End", "St Illick", "Tilsey"],
    ),
    (
        "cq-2-06",
        "Who composed the piece everyone has to sing at the Kittle Barbershop Bash?",
        ["Kittle Barbershop Bash"],
        [(SET_PIECE, "->"), (COMPOSED, "->")],
        ["Gwenllian Prys"],
    ),
    (
        "cq-2-07",
        "which festivals has Hywel Glasson's choir gone in for",
        ["Hywel Glasson"],
        [(MD, "<-"), (ENTERED, "->")],
        ["St Illick Festival of Sacred Song", "Tilsey Village Voices"],
    ),
    (
        "cq-2-08",
        "home town of the choir that won the Pennard Male Choir Gala",
        ["Pennard Male Choir Gala"],
        [(WON, "<-"), (BASED, "->")],
        ["Brackenholt"],
    ),
    (
        "cq-2-09",
        "choirs based anywhere in Lowmoor",
        ["Lowmoor"],
        [(COUNTY, "<-"), (BASED, "<-")],
        [
            "Coldby Harmonists",
            "Coldby Rock Choir",
            "Fennick Ladies' Glee",
            "Fennick Young Voices",
            "Harsby Gospel Collective",
            "Harsby Sweet Adelines",
            "Ollerton Cross Chapel Choir",
            "Ollerton Cross Songsters",
        ],
    ),
    (
        "cq-2-10",
        "Who directs the choirs that sang at the Lowmoor Spring Sing?",
        ["Lowmoor Spring Sing"],
        [(ENTERED, "<-"), (MD, "->")],
        ["Finlay Annear", "Lleucu Sawle", "Morwenna Rowse", "Olwen Lusk"],
    ),
    (
        "cq-2-11",
        "who was the Coldby Rock Choir conductor an assistant to",
        ["Coldby Rock Choir"],
        [(MD, "->"), (ASSISTED, "->")],
        ["Hywel Pascoe"],
    ),
    (
        "cq-2-12",
        "rehearsal rooms used by Ashcombe Choral Union choirs",
        ["Ashcombe Choral Union"],
        [(AFFIL, "<-"), (REHEARSES, "->")],
        [
            "Brackenholt Institute",
            "Marlow Ford Methodist Chapel",
            "St Wenna's Church Hall",
            "Tilsey Village Hall",
            "Wrenford Cathedral Song School",
        ],
    ),
    (
        "cq-2-13",
        "music written by Estonian composers",
        ["Estonia"],
        [(NAT, "<-"), (COMPOSED, "<-")],
        [
            "Daybreak Canticle",
            "Gloria Brevis",
            "Lament for the Salt Marsh",
            "Magnificat in G for Tired Voices",
            "Psalm of the Seventh Hill",
            "The Miner's Farewell",
        ],
    ),
    (
        "cq-2-14",
        "where did the judges at the Greyhaven Harmony Weekend study music",
        ["Greyhaven Harmony Weekend"],
        [(ADJ, "->"), (STUDIED, "->")],
        ["Dunsop Music Academy", "Northern Cantoris Institute"],
    ),
    (
        "cq-2-15",
        "Which choirs perform Edwin Marlowe's work?",
        ["Edwin Marlowe"],
        [(COMPOSED, "<-"), (REP, "<-")],
        ["Coldby Rock Choir", "Dunsop Bay Singers", "Fennick Young Voices"],
    ),
    (
        "cq-2-16",
        "festivals held in towns in Ashcombe",
        ["Ashcombe"],
        [(COUNTY, "<-"), (HELD, "<-")],
        [
            "Marlow Ford Winter Carols Contest",
            "Tilsey Village Voices",
            "Wrenford Choral Eisteddfod",
        ],
    ),
    (
        "cq-2-17",
        "Which association organises the festival the Tilsey Belles won?",
        ["Tilsey Belles"],
        [(WON, "->"), (ORGANISER, "->")],
        ["Western Voices Association"],
    ),
    (
        "cq-2-18",
        "choirs led by Coldby Academy of Song graduates",
        ["Coldby Academy of Song"],
        [(STUDIED, "<-"), (MD, "<-")],
        [
            "Morrow End Ladies",
            "Morrow End Sea Shanty Crew",
            "Quayhampton Philharmonic Chorus",
            "Tilsey Belles",
            "Tilsey Tuesday Singers",
        ],
    ),
    (
        "cq-2-19",
        "what choir does the Wedmoor Rugby Club Choir's pianist sing in",
        ["Wedmoor Rugby Club Choir"],
        [(ACCOMP, "->"), (SINGS, "->")],
        ["Fennick Ladies' Glee"],
    ),
    (
        "cq-2-20",
        "which county is the Wrenford School of Music in?",
        ["Wrenford School of Music"],
        [(CONS_TOWN, "->"), (COUNTY, "->")],
        ["Ashcombe"],
    ),
    (
        "cq-3-01",
        "nationalities of the composers whose songs Morrow End Sea Shanty Crew performs",
        ["Morrow End Sea Shanty Crew"],
        [(REP, "->"), (COMPOSED, "->"), (NAT, "->")],
        ["England", "Norway"],
    ),
    (
        "cq-3-02",
        "In which town is the conservatoire where the Quay Street Youth Choir's musical director trained?",
        ["Quay Street Youth Choir"],
        [(MD, "->"), (STUDIED, "->"), (CONS_TOWN, "->")],
        ["St Illick"],
    ),
    (
        "cq-3-03",
        "where are the associations that run the festivals Coldby Harmonists competed in headquartered",
        ["Coldby Harmonists"],
        [(ENTERED, "->"), (ORGANISER, "->"), (HQ, "->")],
        ["Quayhampton", "Wrenford"],
    ),
    (
        "cq-3-04",
        "singers in choirs whose conductors went to Dunsop Music Academy",
        ["Dunsop Music Academy"],
        [(STUDIED, "<-"), (MD, "<-"), (SINGS, "<-")],
        [
            "Ambrose Glasson",
            "Birgit Merridew",
            "Bronwen Annear",
            "Cadoc Sawle",
            "Crispin Ottery",
            "Elin Merridew",
            "Finlay Abernethy",
            "Gethin Jephcott",
            "Gwilym Abernethy",
            "Hester Fairweather",
            "Hywel Fairweather",
            "Keturah Zennor",
            "Madoc Gillow",
            "Morwenna Ellery",
            "Morwenna Merridew",
            "Nye Bevan",
            "Nye Carrow",
            "Seren Trevorrow",
            "Una Penrose",
            "Wenna Hocking",
        ],
    ),
    (
        "cq-3-05",
        "who composed the set pieces for the Western Voices Association's festivals?",
        ["Western Voices Association"],
        [(ORGANISER, "<-"), (SET_PIECE, "->"), (COMPOSED, "->")],
        ["Ilze Berzina", "Kadri Tamm-Ruus", "Zoltan Farkasdi"],
    ),
    (
        "cq-3-06",
        "towns of the choirs that have won festivals run by Ashcombe Choral Union",
        ["Ashcombe Choral Union"],
        [(ORGANISER, "<-"), (WON, "<-"), (BASED, "->")],
        ["Dunsop"],
    ),
    (
        "cq-3-07",
        "where were the adjudicators at the festival in Pennard trained?",
        ["Pennard"],
        [(HELD, "<-"), (ADJ, "->"), (STUDIED, "->")],
        ["Northern Cantoris Institute", "Royal Quayhampton Conservatoire"],
    ),
    (
        "cq-3-08",
        "Who conducts the choirs that people from Kittle sing in?",
        ["Kittle"],
        [(HOME, "<-"), (SINGS, "->"), (MD, "->")],
        [
            "Dafydd Nancarrow",
            "Hywel Glasson",
            "Hywel Pascoe",
            "Morwenna Nute",
            "Morwenna Rowse",
            "Nye Laity",
            "Sioned Glasson",
            "Yestin Venning",
        ],
    ),
    (
        "cq-3-09",
        "what festivals did choirs that rehearse in Coldby enter",
        ["Coldby"],
        [(VENUE_TOWN, "<-"), (REHEARSES, "<-"), (ENTERED, "->")],
        [
            "Greyhaven Harmony Weekend",
            "Harsby Bridge Gospel Fest",
            "Pennard Male Choir Gala",
            "Tilsey Village Voices",
        ],
    ),
    (
        "cq-3-10",
        "where's the composer of the Marlow Ford Winter Carols Contest set piece from",
        ["Marlow Ford Winter Carols Contest"],
        [(SET_PIECE, "->"), (COMPOSED, "->"), (NAT, "->")],
        ["Norway"],
    ),
    (
        "cq-3-11",
        "Where did the conductor that Coldby Rock Choir's MD assisted study?",
        ["Coldby Rock Choir"],
        [(MD, "->"), (ASSISTED, "->"), (STUDIED, "->")],
        ["Royal Quayhampton Conservatoire"],
    ),
    (
        "cq-3-12",
        "home towns of the singers in the choir that won Greyhaven Harmony Weekend",
        ["Greyhaven Harmony Weekend"],
        [(WON, "<-"), (SINGS, "<-"), (HOME, "->")],
        ["Dunsop", "Fennick", "Harsby Bridge", "Wedmoor"],
    ),
    (
        "cq-3-13",
        "what pieces do choirs from Severn Reach have in their repertoire",
        ["Severn Reach"],
        [(COUNTY, "<-"), (BASED, "<-"), (REP, "->")],
        [
            "A Hymn for Shepherds",
            "Ave Stella Nova",
            "Blackthorn Requiem",
            "Daybreak Canticle",
            "Kyrie of the Fields",
            "Lanterns over Kittle",
            "Lullaby for Ilse",
            "Magnificat in G for Tired Voices",
            "O Sacrum Lumen",
            "Psalm of the Seventh Hill",
            "The Bells of Morrow End",
            "The Ferryman's Psalm",
            "Three Winter Carols",
            "Waters of Quay",
        ],
    ),
    (
        "cq-3-14",
        "Kittle Folk Chorus's accompanist also sings in a choir - who conducts it?",
        ["Kittle Folk Chorus"],
        [(ACCOMP, "->"), (SINGS, "->"), (MD, "->")],
        ["Colm Kettleby"],
    ),
    (
        "cq-3-15",
        "which choirs sing songs by Welsh composers",
        ["Wales"],
        [(NAT, "<-"), (COMPOSED, "<-"), (REP, "<-")],
        [
            "Brackenholt Youth Chorus",
            "Dunsop Bay Singers",
            "Dunsop Gospel Choir",
            "Ollerton Cross Songsters",
            "Quayhampton Philharmonic Chorus",
            "St Illick Cantores",
            "Tilsey Belles",
            "Wedmoor Rugby Club Choir",
            "Wrenford Chorale",
        ],
    ),
    ("cq-nf-1", "who conducts the Bristol Bach Choir?", 1),
    ("cq-nf-2", "where do the Lakeside Gospel Singers rehearse", 1),
    ("cq-nf-3", "who won the Llangollen International Musical competition last year", 1),
    ("cq-nf-4", "which choir is Mabel Fortescue-Hill in", 1),
    ("cq-nf-5", "who wrote Requiem for Solent Waters", 1),
    (
        "cq-lk-01",
        "when was the Wrenford Chorale founded?",
        ["Wrenford Chorale"],
        1,
        "founding year",
    ),
    (
        "cq-lk-02",
        "how much are the subs at Coldby Rock Choir",
        ["Coldby Rock Choir"],
        1,
        "membership fee",
    ),
    (
        "cq-lk-03",
        "Pennard Colliery Male Choir website",
        ["Pennard Colliery Male Choir"],
        1,
        "website",
    ),
    (
        "cq-lk-04",
        "what date is the Lowmoor Spring Sing this year?",
        ["Lowmoor Spring Sing"],
        1,
        "date",
    ),
    ("cq-lk-05", "how long does Blackthorn Requiem last", ["Blackthorn Requiem"], 1, "duration"),
    (
        "cq-lk-06",
        "How many people can the Quayhampton Corn Exchange seat?",
        ["Quayhampton Corn Exchange"],
        1,
        "capacity",
    ),
    ("cq-lk-07", "when was Aino Kaskla born", ["Aino Kaskla"], 1, "birth date"),
    (
        "cq-lk-08",
        "who is principal of St Illick College of Music?",
        ["St Illick College of Music"],
        1,
        "principal",
    ),
    (
        "cq-lk-09",
        "entry fee for the Kittle Barbershop Bash",
        ["Kittle Barbershop Bash"],
        1,
        "entry fee",
    ),
    ("cq-lk-10", "what language is Ave Stella Nova sung in", ["Ave Stella Nova"], 1, "language"),
    ("cq-lk-11", "population of wedmoor", ["Wedmoor"], 1, "population"),
    (
        "cq-lk-12",
        "Where does Hywel Glasson live?",
        ["Hywel Glasson"],
        1,
        "none for entity: home_town",
    ),
    ("cq-lk-13", "what part does Marit Nute sing", ["Marit Nute"], 1, "none for entity: Part"),
    (
        "cq-lk-14",
        "who's the conductor of the Greyhaven Music Guild",
        ["Greyhaven Music Guild"],
        1,
        "none for entity: MD",
    ),
    (
        "cq-lk-15",
        "which choir does Aino Kaskla sing with",
        ["Aino Kaskla"],
        1,
        "none for entity: sings_in",
    ),
]

if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
