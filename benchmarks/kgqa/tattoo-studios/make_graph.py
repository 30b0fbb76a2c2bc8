"""Build the `tattoo-studios` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional network of tattoo studios: studios with their town, owner, resident artists, the
styles they offer, the ink brands they stock and the council that licenses them; artists with
their home town, the artist they apprenticed under, their signature style, the studios where
they did guest spots and the make of machine they work with; ink brands' and machine makers'
countries; styles' countries of origin; councils' offices; conventions with their town,
organising studio, judges, best-in-show winner and sponsoring ink brand; clients with their
home town; pieces (a client's tattoo) with the client, artist, studio, style and placement;
towns with their region. Every person, place and firm is invented. The schema and the fixed
places, brands and studios are written by hand below; a seeded generator
(`random.Random(5858)`) draws the people's names and the filler facts. The questions are
written by hand at the bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.
Re-running the script rewrites the same files.

    python benchmarks/kgqa/tattoo-studios/make_graph.py
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

REGION = "région"
TOWN = "ville"
OWNER = "propriétaire"
RESIDENT = "/studio/resident"
OFFERS = "/studio/styles"
STOCKS = "encre"
LICENSED = "licence:council"
OFFICE = "council.seat"
HOME = "habite"
APPRENTICE = "apprenti de"
SIGNATURE = "/artist/signature"
GUEST = "guest@"
MACHINE = "machine"
COUNTRY = "pays"
ORIGIN = "origine"
CON_TOWN = "con.ville"
ORGANISER = "organisé par"
JUDGE = "jury[]"
BEST = "BIS"
SPONSOR = "/con/sponsor"
CLIENT = "client"
INKED_BY = "artiste"
DONE_AT = "/piece/studio"
PIECE_STYLE = "genre"
PLACEMENT = "emplacement"

REGIONS = {
    "Marrowdale": ["Kestwick", "Hobb's Ferry", "Linsey Cross", "Dunmere"],
    "Upper Strand": ["Pellworth", "Corrabay", "Stavenham", "Ollerby"],
    "The Fenlow": ["Brackwater", "Siddow", "Fenmouth", "Quarle"],
    "Carn Vale": ["Tregallow", "Nanscawen", "Polruddock", "Carnby Wells"],
}
COUNCILS = {
    "Marrowdale District Council": "Kestwick",
    "Pellworth Borough Council": "Pellworth",
    "Strand Rural Council": "Ollerby",
    "Fenlow Licensing Board": "Brackwater",
    "Carn Vale Council": "Tregallow",
}
COUNCIL_OF_REGION = {
    "Marrowdale": ["Marrowdale District Council"],
    "Upper Strand": ["Pellworth Borough Council", "Strand Rural Council"],
    "The Fenlow": ["Fenlow Licensing Board"],
    "Carn Vale": ["Carn Vale Council"],
}
COUNTRIES = ["Norvania", "Castellan Republic", "Ostmark", "Isles of Brenn", "Valdoria"]
INKS = {
    "Black Lantern Pigments": "Ostmark",
    "Saltmarsh Ink Co": "Isles of Brenn",
    "Tintura Viva": "Castellan Republic",
    "Nordlys Colour": "Norvania",
    "Grimwald Inks": "Ostmark",
    "Velvet Ember": "Valdoria",
    "Kraken Black": "Isles of Brenn",
}
MACHINES = {
    "Halvorsen Rotary": "Norvania",
    "Ferro Coil Works": "Castellan Republic",
    "Stitchbird Pens": "Isles of Brenn",
    "Obsidian Drive": "Ostmark",
    "Luma Wireless": "Valdoria",
    "Peregrine Rotaries": "Norvania",
}
STYLES = {
    "American traditional": "Isles of Brenn",
    "neo-traditional": "Isles of Brenn",
    "blackwork": "Ostmark",
    "fine line": "Valdoria",
    "irezumi": "Norvania",
    "black and grey realism": "Castellan Republic",
    "dotwork": "Ostmark",
    "watercolour": "Valdoria",
    "ornamental": "Castellan Republic",
    "script lettering": "Norvania",
}
PLACEMENTS = [
    "forearm",
    "full sleeve",
    "half sleeve",
    "back piece",
    "ribs",
    "calf",
    "hand",
    "chest piece",
    "neck",
    "thigh",
]
STUDIOS = {
    "Iron Gull Tattoo": "Kestwick",
    "The Inkwell Parlour": "Kestwick",
    "Needle & Fen": "Brackwater",
    "Crooked Anchor": "Fenmouth",
    "Black Sheep Tattoo Club": "Pellworth",
    "Tidemark Studio": "Corrabay",
    "Hollow Oak Tattoo": "Stavenham",
    "Saint Moth Collective": "Pellworth",
    "Red Lantern Tattoo": "Tregallow",
    "Copperline Studio": "Nanscawen",
    "Lucky Thirteen Ink": "Dunmere",
    "Blue Heron Tattoo": "Linsey Cross",
    "Wolf & Rose": "Siddow",
    "Quarle Street Tattoo": "Quarle",
    "Harbourlight Ink": "Polruddock",
    "Sable & Bone": "Ollerby",
    "Gilded Dagger": "Hobb's Ferry",
    "Mossgrove Tattoo": "Carnby Wells",
}
CONVENTIONS = {
    "Kestwick Ink Weekend": ("Kestwick", "Iron Gull Tattoo"),
    "Fenlow Tattoo Expo": ("Fenmouth", "Crooked Anchor"),
    "Strand Ink Fest": ("Pellworth", "Saint Moth Collective"),
    "Carn Vale Tattoo Gathering": ("Tregallow", "Red Lantern Tattoo"),
    "Marrowdale Needle Jam": ("Dunmere", "Lucky Thirteen Ink"),
    "Corrabay Seafront Tattoo Show": ("Corrabay", "Tidemark Studio"),
    "Winter Flash Convention": ("Stavenham", "Hollow Oak Tattoo"),
    "Quarle Ink Social": ("Quarle", "Quarle Street Tattoo"),
}
MOTIFS = [
    "swallow",
    "koi",
    "rose",
    "dagger",
    "moth",
    "compass",
    "peony",
    "tiger",
    "skull",
    "mandala",
    "snake",
    "lighthouse",
    "wolf",
    "hummingbird",
    "anchor",
    "crane",
    "lotus",
    "fox",
]
FIRST = [
    "Ada",
    "Bram",
    "Cleo",
    "Dex",
    "Edie",
    "Finn",
    "Greta",
    "Hal",
    "Ines",
    "Jude",
    "Kit",
    "Lena",
    "Milo",
    "Nell",
    "Otto",
    "Pia",
    "Quinn",
    "Rosa",
    "Sid",
    "Tess",
    "Ugo",
    "Vera",
    "Wren",
    "Xavi",
    "Yara",
    "Zane",
    "Mara",
    "Lorcan",
    "Saoirse",
    "Tomas",
    "Elin",
    "Rafe",
    "Noor",
    "Bea",
    "Casimir",
    "Dagny",
    "Esme",
    "Fergal",
    "Ilse",
    "Joss",
]
LAST = [
    "Ashgrove",
    "Blackwood",
    "Carrow",
    "Delane",
    "Elsworth",
    "Fairlie",
    "Gaunt",
    "Harker",
    "Ivers",
    "Jessop",
    "Kellow",
    "Lusk",
    "Marrick",
    "Nettles",
    "Orme",
    "Penhale",
    "Quiller",
    "Rooke",
    "Strand",
    "Tolley",
    "Upjohn",
    "Vance",
    "Whitlow",
    "Yelland",
    "Zouch",
    "Brisco",
    "Coombe",
    "Dray",
    "Emmett",
    "Frain",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    """Every fact of the graph as ``(head name, label, tail name)``."""
    rng = random.Random(5858)
    facts: list[tuple[str, str, str]] = []
    towns = [t for ts in REGIONS.values() for t in ts]
    region_of = {t: r for r, ts in REGIONS.items() for t in ts}
    for region, ts in REGIONS.items():
        facts += [(t, REGION, region) for t in ts]
    facts += [(c, OFFICE, t) for c, t in COUNCILS.items()]
    facts += [(i, COUNTRY, c) for i, c in INKS.items()]
    facts += [(m, COUNTRY, c) for m, c in MACHINES.items()]
    facts += [(s, ORIGIN, c) for s, c in STYLES.items()]

    taken = set(towns) | set(STUDIOS) | set(INKS) | set(MACHINES) | set(COUNTRIES)
    artists = full_names(rng, FIRST, LAST, 60, taken)
    studios = list(STUDIOS)
    styles = list(STYLES)
    residents: dict[str, list[str]] = {s: [] for s in studios}
    # every studio has an owner and two to four residents; every artist works somewhere
    for i, artist in enumerate(artists):
        residents[studios[i % len(studios)]].append(artist)
    for artist in rng.sample(artists, 14):
        extra = rng.choice(studios)
        if artist not in residents[extra]:
            residents[extra].append(artist)
    for studio, town in STUDIOS.items():
        facts.append((studio, TOWN, town))
        facts.append((studio, OWNER, residents[studio][0]))
        facts += [(studio, RESIDENT, a) for a in residents[studio]]
        facts += [(studio, OFFERS, s) for s in rng.sample(styles, rng.randint(1, 3))]
        facts += [(studio, STOCKS, i) for i in rng.sample(list(INKS), rng.randint(1, 2))]
        facts.append((studio, LICENSED, rng.choice(COUNCIL_OF_REGION[region_of[town]])))
    home_studios = {a: [s for s in studios if a in residents[s]] for a in artists}
    owners = [residents[s][0] for s in studios]
    for i, artist in enumerate(artists):
        facts.append((artist, HOME, rng.choice(towns)))
        facts.append((artist, SIGNATURE, rng.choice(styles)))
        facts.append((artist, MACHINE, rng.choice(list(MACHINES))))
        if artist not in owners and rng.random() < 0.8:
            mentor = rng.choice([a for a in artists[:i] if a != artist] or owners[:1])
            if mentor != artist:
                facts.append((artist, APPRENTICE, mentor))
        others = [s for s in studios if s not in home_studios[artist]]
        facts += [(artist, GUEST, s) for s in rng.sample(others, rng.choice([0, 0, 1, 1, 2]))]
    for con, (town, organiser) in CONVENTIONS.items():
        facts.append((con, CON_TOWN, town))
        facts.append((con, ORGANISER, organiser))
        judges = rng.sample(artists, 3)
        facts += [(con, JUDGE, j) for j in judges]
        facts.append((con, BEST, rng.choice([a for a in artists if a not in judges])))
        facts.append((con, SPONSOR, rng.choice(list(INKS))))
    clients = full_names(rng, FIRST, LAST, 52, taken)
    pieces = []
    for client in clients:
        facts.append((client, HOME, rng.choice(towns)))
        for _ in range(rng.choice([1, 1, 1, 2])):
            motif = rng.choice(MOTIFS)
            place = rng.choice(PLACEMENTS)
            piece = f"{client.split()[0]} {client.split()[1][0]}.'s {motif} {place}"
            if piece in pieces:
                continue
            pieces.append(piece)
            studio = rng.choice(studios)
            facts.append((piece, CLIENT, client))
            facts.append((piece, INKED_BY, rng.choice(residents[studio])))
            facts.append((piece, DONE_AT, studio))
            facts.append((piece, PIECE_STYLE, rng.choice(styles)))
            facts.append((piece, PLACEMENT, place))
    return facts


QUESTIONS: list[tuple[Any, ...]] = [
    # one hop
    (
        "t1-01",
        "which town is Iron Gull Tattoo in?",
        ["Iron Gull Tattoo"],
        [(TOWN, "->")],
        ["Kestwick"],
    ),
    (
        "t1-02",
        "who owns the inkwell parlour",
        ["The Inkwell Parlour"],
        [(OWNER, "->")],
        ["Kit Strand"],
    ),
    (
        "t1-03",
        "Who are the artists working out of Needle & Fen?",
        ["Needle & Fen"],
        [(RESIDENT, "->")],
        ["Bram Frain", "Edie Strand", "Finn Marrick", "Mara Rooke", "Zane Lusk"],
    ),
    (
        "t1-04",
        "what kind of work does Crooked Anchor do",
        ["Crooked Anchor"],
        [(OFFERS, "->")],
        ["dotwork", "irezumi", "neo-traditional"],
    ),
    (
        "t1-05",
        "Which ink brands are on the shelf at Tidemark Studio?",
        ["Tidemark Studio"],
        [(STOCKS, "->")],
        ["Kraken Black", "Tintura Viva"],
    ),
    (
        "t1-06",
        "who did hal coombe learn under?",
        ["Hal Coombe"],
        [(APPRENTICE, "->")],
        ["Vera Rooke"],
    ),
    ("t1-07", "Where does Jude Orme live?", ["Jude Orme"], [(HOME, "->")], ["Kestwick"]),
    (
        "t1-08",
        "what is Rosa Orme best known for, style-wise?",
        ["Rosa Orme"],
        [(SIGNATURE, "->")],
        ["watercolour"],
    ),
    (
        "t1-09",
        "Which shops has Fergal Carrow done guest spots at?",
        ["Fergal Carrow"],
        [(GUEST, "->")],
        ["Harbourlight Ink", "Saint Moth Collective"],
    ),
    (
        "t1-10",
        "what machine does Esme Whitlow tattoo with",
        ["Esme Whitlow"],
        [(MACHINE, "->")],
        ["Stitchbird Pens"],
    ),
    (
        "t1-11",
        "where is Kraken Black made?",
        ["Kraken Black"],
        [(COUNTRY, "->")],
        ["Isles of Brenn"],
    ),
    (
        "t1-12",
        "judges at the Quarle Ink Social",
        ["Quarle Ink Social"],
        [(JUDGE, "->")],
        ["Cleo Jessop", "Lorcan Harker", "Vera Ivers"],
    ),
    (
        "t1-13",
        "who took best in show at the Fenlow Tattoo Expo?",
        ["Fenlow Tattoo Expo"],
        [(BEST, "->")],
        ["Jude Brisco"],
    ),
    (
        "t1-14",
        "Which studio puts on the Strand Ink Fest?",
        ["Strand Ink Fest"],
        [(ORGANISER, "->")],
        ["Saint Moth Collective"],
    ),
    (
        "t1-15",
        "who sponsered winter flash convention",
        ["Winter Flash Convention"],
        [(SPONSOR, "->")],
        ["Saltmarsh Ink Co"],
    ),
    (
        "t1-16",
        "Who tattooed Tess O.'s snake thigh?",
        ["Tess O.'s snake thigh"],
        [(INKED_BY, "->")],
        ["Milo Quiller"],
    ),
    (
        "t1-17",
        "list all of Tess Orme's tattoos",
        ["Tess Orme"],
        [(CLIENT, "<-")],
        ["Tess O.'s koi full sleeve", "Tess O.'s snake thigh"],
    ),
    (
        "t1-18",
        "which artists did their apprenticeship with Xavi Kellow",
        ["Xavi Kellow"],
        [(APPRENTICE, "<-")],
        ["Ilse Blackwood", "Lorcan Elsworth", "Pia Upjohn"],
    ),
    (
        "t1-19",
        "Which council gives Sable & Bone its licence?",
        ["Sable & Bone"],
        [(LICENSED, "->")],
        ["Strand Rural Council"],
    ),
    (
        "t1-20",
        "name the towns in The Fenlow",
        ["The Fenlow"],
        [(REGION, "<-")],
        ["Brackwater", "Fenmouth", "Quarle", "Siddow"],
    ),
    # two hops
    (
        "t2-01",
        "What region is Gilded Dagger in?",
        ["Gilded Dagger"],
        [(TOWN, "->"), (REGION, "->")],
        ["Marrowdale"],
    ),
    (
        "t2-02",
        "where does the owner of Wolf & Rose live",
        ["Wolf & Rose"],
        [(OWNER, "->"), (HOME, "->")],
        ["Polruddock"],
    ),
    (
        "t2-03",
        "Which countries do the inks used at Red Lantern Tattoo come from?",
        ["Red Lantern Tattoo"],
        [(STOCKS, "->"), (COUNTRY, "->")],
        ["Isles of Brenn", "Norvania"],
    ),
    (
        "t2-04",
        "who did the best-in-show winner at Carn Vale Tattoo Gathering apprentice with?",
        ["Carn Vale Tattoo Gathering"],
        [(BEST, "->"), (APPRENTICE, "->")],
        ["Wren Elsworth"],
    ),
    (
        "t2-05",
        "What machines do the artists at Harbourlight Ink use?",
        ["Harbourlight Ink"],
        [(RESIDENT, "->"), (MACHINE, "->")],
        ["Peregrine Rotaries", "Stitchbird Pens"],
    ),
    (
        "t2-06",
        "where is the council that licenses copperline studio based",
        ["Copperline Studio"],
        [(LICENSED, "->"), (OFFICE, "->")],
        ["Tregallow"],
    ),
    (
        "t2-07",
        "who taught nell elsworth's teacher",
        ["Nell Elsworth"],
        [(APPRENTICE, "->"), (APPRENTICE, "->")],
        ["Fergal Ashgrove"],
    ),
    (
        "t2-08",
        "Who has been tattooed by Quinn Harker?",
        ["Quinn Harker"],
        [(INKED_BY, "<-"), (CLIENT, "->")],
        ["Lena Harker", "Noor Penhale", "Yara Emmett", "Zane Delane", "Zane Tolley"],
    ),
    (
        "t2-09",
        "what's the home town of whoever did Casimir S.'s rose forearm",
        ["Casimir S.'s rose forearm"],
        [(INKED_BY, "->"), (HOME, "->")],
        ["Siddow"],
    ),
    (
        "t2-10",
        "Which country does Mara Strand's signature style come from?",
        ["Mara Strand"],
        [(SIGNATURE, "->"), (ORIGIN, "->")],
        ["Norvania"],
    ),
    (
        "t2-11",
        "who owns the tattoo shops in Pellworth?",
        ["Pellworth"],
        [(TOWN, "<-"), (OWNER, "->")],
        ["Dex Quiller", "Elin Frain"],
    ),
    (
        "t2-12",
        "which conventions has someone from Crooked Anchor sat on the jury of",
        ["Crooked Anchor"],
        [(RESIDENT, "->"), (JUDGE, "<-")],
        ["Kestwick Ink Weekend"],
    ),
    (
        "t2-13",
        "In which town is the convention Tidemark Studio organises held?",
        ["Tidemark Studio"],
        [(ORGANISER, "<-"), (CON_TOWN, "->")],
        ["Corrabay"],
    ),
    (
        "t2-14",
        "what styles are on offer at the shop otto zouch works in",
        ["Otto Zouch"],
        [(RESIDENT, "<-"), (OFFERS, "->")],
        ["neo-traditional"],
    ),
    (
        "t2-15",
        "Where is the sponsor of the Marrowdale Needle Jam from?",
        ["Marrowdale Needle Jam"],
        [(SPONSOR, "->"), (COUNTRY, "->")],
        ["Castellan Republic"],
    ),
    (
        "t2-16",
        "List the clients of Lucky Thirteen Ink",
        ["Lucky Thirteen Ink"],
        [(DONE_AT, "<-"), (CLIENT, "->")],
        ["Bram Orme", "Fergal Rooke", "Finn Upjohn", "Jude Zouch", "Xavi Dray"],
    ),
    (
        "t2-17",
        "Which artists apprenticed with somebody who works at Tidemark Studio?",
        ["Tidemark Studio"],
        [(RESIDENT, "->"), (APPRENTICE, "<-")],
        ["Edie Strand", "Ugo Upjohn"],
    ),
    (
        "t2-18",
        "where on the body are Tess Marrick's tattoos",
        ["Tess Marrick"],
        [(CLIENT, "<-"), (PLACEMENT, "->")],
        ["chest piece"],
    ),
    (
        "t2-19",
        "Show the towns of the studios licensed by Fenlow Licensing Board",
        ["Fenlow Licensing Board"],
        [(LICENSED, "<-"), (TOWN, "->")],
        ["Brackwater", "Fenmouth", "Quarle", "Siddow"],
    ),
    (
        "t2-20",
        "which machine makers do people living in Ollerby work with",
        ["Ollerby"],
        [(HOME, "<-"), (MACHINE, "->")],
        ["Ferro Coil Works", "Halvorsen Rotary", "Obsidian Drive", "Peregrine Rotaries"],
    ),
    # three hops
    (
        "t3-01",
        "what region does the owner of Blue Heron Tattoo live in",
        ["Blue Heron Tattoo"],
        [(OWNER, "->"), (HOME, "->"), (REGION, "->")],
        ["Marrowdale"],
    ),
    (
        "t3-02",
        "Which countries make the machines the Sable & Bone artists use?",
        ["Sable & Bone"],
        [(RESIDENT, "->"), (MACHINE, "->"), (COUNTRY, "->")],
        ["Castellan Republic", "Norvania", "Valdoria"],
    ),
    (
        "t3-03",
        "where does the owner of the studio that did yara w.'s hummingbird ribs live",
        ["Yara W.'s hummingbird ribs"],
        [(DONE_AT, "->"), (OWNER, "->"), (HOME, "->")],
        ["Carnby Wells"],
    ),
    (
        "t3-04",
        "What styles are offered by the studio of the artist who won best in show at Strand Ink Fest?",
        ["Strand Ink Fest"],
        [(BEST, "->"), (RESIDENT, "<-"), (OFFERS, "->")],
        ["American traditional", "blackwork", "irezumi", "watercolour"],
    ),
    (
        "t3-05",
        "Where are the conventions run by Jude Brisco's studio held?",
        ["Jude Brisco"],
        [(RESIDENT, "<-"), (ORGANISER, "<-"), (CON_TOWN, "->")],
        ["Fenmouth"],
    ),
    (
        "t3-06",
        "which ink brands are stocked at the studio where Bea Gaunt got tattooed",
        ["Bea Gaunt"],
        [(CLIENT, "<-"), (DONE_AT, "->"), (STOCKS, "->")],
        ["Saltmarsh Ink Co"],
    ),
    (
        "t3-07",
        "Hal Coombe's mentor's mentor's mentor?",
        ["Hal Coombe"],
        [(APPRENTICE, "->"), (APPRENTICE, "->"), (APPRENTICE, "->")],
        ["Xavi Kellow"],
    ),
    (
        "t3-08",
        "what countries do the signature styles of the Quarle Ink Social judges originate in",
        ["Quarle Ink Social"],
        [(JUDGE, "->"), (SIGNATURE, "->"), (ORIGIN, "->")],
        ["Castellan Republic", "Isles of Brenn"],
    ),
    (
        "t3-09",
        "Which towns do Dex Quiller's clients live in?",
        ["Dex Quiller"],
        [(INKED_BY, "<-"), (CLIENT, "->"), (HOME, "->")],
        ["Corrabay", "Dunmere", "Siddow"],
    ),
    (
        "t3-10",
        "what region is the council that licences Hollow Oak Tattoo based in",
        ["Hollow Oak Tattoo"],
        [(LICENSED, "->"), (OFFICE, "->"), (REGION, "->")],
        ["Upper Strand"],
    ),
    (
        "t3-11",
        "In which towns are the shops where Bram Lusk's apprentices did guest spots?",
        ["Bram Lusk"],
        [(APPRENTICE, "<-"), (GUEST, "->"), (TOWN, "->")],
        ["Ollerby", "Pellworth"],
    ),
    (
        "t3-12",
        "who owns the studios that stock inks made in Ostmark",
        ["Ostmark"],
        [(COUNTRY, "<-"), (STOCKS, "<-"), (OWNER, "->")],
        [
            "Cleo Marrick",
            "Elin Frain",
            "Kit Strand",
            "Mara Rooke",
            "Milo Harker",
            "Rosa Brisco",
            "Xavi Kellow",
        ],
    ),
    (
        "t3-13",
        "what styles were the pieces done by the people who apprenticed with Wren Whitlow",
        ["Wren Whitlow"],
        [(APPRENTICE, "<-"), (INKED_BY, "<-"), (PIECE_STYLE, "->")],
        ["black and grey realism", "dotwork", "irezumi", "neo-traditional", "script lettering"],
    ),
    (
        "t3-14",
        "Which machine brands do the judges of the convention Saltmarsh Ink Co sponsors use?",
        ["Saltmarsh Ink Co"],
        [(SPONSOR, "<-"), (JUDGE, "->"), (MACHINE, "->")],
        ["Halvorsen Rotary", "Peregrine Rotaries"],
    ),
    (
        "t3-15",
        "what country is the ink from that sponsors the con iron gull tattoo puts on",
        ["Iron Gull Tattoo"],
        [(ORGANISER, "<-"), (SPONSOR, "->"), (COUNTRY, "->")],
        ["Isles of Brenn"],
    ),
    # topic not in the graph
    ("tn-01", "who owns Painted Raven Tattoo?", 1),
    ("tn-02", "where does Marnie Oakhurst live", 1),
    ("tn-03", "which styles does the studio run by Gideon Pryce offer", 2),
    ("tn-04", "who won best in show at the Southport Skin Art Festival?", 1),
    ("tn-05", "what country are Aurora Tint inks made in", 1),
    # a relation the graph lacks
    (
        "tl-01",
        "how much does Iron Gull Tattoo charge per hour?",
        ["Iron Gull Tattoo"],
        1,
        "hourly rate",
    ),
    ("tl-02", "what are the opening hours of Needle & Fen", ["Needle & Fen"], 1, "opening hours"),
    ("tl-03", "how old is Dex Quiller", ["Dex Quiller"], 1, "age"),
    ("tl-04", "What's Rosa Orme's instagram handle?", ["Rosa Orme"], 1, "social media handle"),
    (
        "tl-05",
        "when was Saint Moth Collective founded?",
        ["Saint Moth Collective"],
        1,
        "founding date",
    ),
    ("tl-06", "how many people turned up to Strand Ink Fest", ["Strand Ink Fest"], 1, "attendance"),
    (
        "tl-07",
        "how long did Tess O.'s koi full sleeve take to heal?",
        ["Tess O.'s koi full sleeve"],
        1,
        "healing time",
    ),
    ("tl-08", "what does a bottle of Kraken Black cost", ["Kraken Black"], 1, "price"),
    (
        "tl-09",
        "Which aftercare cream does Copperline Studio recommend?",
        ["Copperline Studio"],
        1,
        "aftercare product",
    ),
    (
        "tl-10",
        "phone number for Pellworth Borough Council",
        ["Pellworth Borough Council"],
        1,
        "phone number",
    ),
    (
        "tl-11",
        "Who did Milo Quiller do his apprenticeship with?",
        ["Milo Quiller"],
        1,
        f"none for entity: {APPRENTICE}",
    ),
    (
        "tl-12",
        "which studios has rosa brisco guested at",
        ["Rosa Brisco"],
        1,
        f"none for entity: {GUEST}",
    ),
    (
        "tl-13",
        "who taught Kit Strand to tattoo?",
        ["Kit Strand"],
        1,
        f"none for entity: {APPRENTICE}",
    ),
    (
        "tl-14",
        "Where has Mara Strand done guest spots?",
        ["Mara Strand"],
        1,
        f"none for entity: {GUEST}",
    ),
    (
        "tl-15",
        "list the shops Dex Fairlie has guested at",
        ["Dex Fairlie"],
        1,
        f"none for entity: {GUEST}",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5859), range(10000), "ink/{:04d}t")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
