"""Build the `astro-clubs` KGQA set: triples.tsv, entities.tsv and questions.jsonl.

A fictional region's amateur astronomy clubs: clubs with their town, the society they are
affiliated to, chair, observing director, the observatories they run and their partner clubs;
observatories with their site town and the telescopes housed there; telescopes with their
optical design and maker; makers with their country; members with their club, home town,
mentor and the telescopes they own; observing sessions with the observatory they were held at,
who led them, their targets, the telescope used and who attended; sky objects with their
constellation; societies with their headquarters town; towns with their county. Every person,
club and place is invented. The schema, towns, clubs, observatories, telescopes and sky objects
are written by hand below; a seeded generator (`random.Random(5301)`) draws the members' names
and the filler facts (memberships, mentors, sessions). The questions are written by hand at the
bottom by name and path; their answers are computed from the graph by
`paths.write_questions_by_name` and checked against the answers written beside them.

    python benchmarks/kgqa/astro-clubs/make_graph.py
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

COUNTY = "county"
SOC_HQ = "hq"
CLUB_TOWN = "based_in"
AFFIL = "affiliatedTo"
CHAIR = "CHAIR"
OBS_DIR = "obs. director"
OPERATES = "operates"
PARTNER = "partner club"
SITE = "siteTown"
HOUSED = "housed at"
DESIGN = "optical_design"
MAKER = "mfr"
MAKER_COUNTRY = "mfr.country"
MEMBER = "memberOf"
LIVES = "lives in"
MENTOR = "learned from"
OWNS = "owns_scope"
HELD_AT = "heldAt"
LED_BY = "led by"
TARGET = "target[]"
SCOPE_USED = "scope"
ATTENDED = "attended by"
CONST = "in const."

TOWNS = {
    "Brackenmoor": ["Alderholt", "Fenwick Cross", "Hollin Bridge", "Scarrow", "Wythenby"],
    "Calder Fells": ["Greyhope", "Kirkby Lunn", "Mossdale", "Thornbeck"],
    "Sallowshire": ["Ebbingford", "Merrow St Giles", "Pellham", "Quarry End"],
    "Eastmarsh": ["Dunholm Staithe", "Rushcombe", "Saltfleet Magna"],
    "Ardwen": ["Caerllan", "Penrhos Uchaf"],
}
SOCIETIES = {
    "Northern Federation of Astronomical Societies": "Greyhope",
    "Society for Popular Astronomy Clubs": "Ebbingford",
    "Dark Skies Alliance": "Mossdale",
    "Amateur Telescope Makers' Guild": "Rushcombe",
}
# club -> (town, society, observatories, partner clubs)
CLUBS = {
    "Alderholt Astronomical Society": (
        "Alderholt",
        "Northern Federation of Astronomical Societies",
        ["Hob Hill Observatory"],
        ["Scarrow Stargazers"],
    ),
    "Scarrow Stargazers": (
        "Scarrow",
        "Northern Federation of Astronomical Societies",
        ["Scarrow Moor Roll-Off"],
        [],
    ),
    "Wythenby Amateur Astronomers": (
        "Wythenby",
        "Dark Skies Alliance",
        ["Wythenby Dome"],
        ["Greyhope Astronomy Club"],
    ),
    "Greyhope Astronomy Club": (
        "Greyhope",
        "Northern Federation of Astronomical Societies",
        ["Cragside Observatory", "Greyhope Sky Shed"],
        [],
    ),
    "Mossdale Dark Sky Group": (
        "Mossdale",
        "Dark Skies Alliance",
        ["Mossdale Fell Observatory"],
        ["Kirkby Lunn Star Party Club"],
    ),
    "Kirkby Lunn Star Party Club": ("Kirkby Lunn", "Dark Skies Alliance", [], []),
    "Ebbingford Astronomical Society": (
        "Ebbingford",
        "Society for Popular Astronomy Clubs",
        ["Ebbingford Down Observatory"],
        ["Pellham Moonwatchers", "Rushcombe Astronomy Circle"],
    ),
    "Pellham Moonwatchers": (
        "Pellham",
        "Society for Popular Astronomy Clubs",
        ["Pellham Rooftop Dome"],
        [],
    ),
    "Quarry End Telescope Makers": (
        "Quarry End",
        "Amateur Telescope Makers' Guild",
        ["Quarry End Pit Observatory"],
        [],
    ),
    "Rushcombe Astronomy Circle": (
        "Rushcombe",
        "Amateur Telescope Makers' Guild",
        ["Rushcombe Marsh Observatory"],
        [],
    ),
    "Saltfleet Skywatch": (
        "Saltfleet Magna",
        "Society for Popular Astronomy Clubs",
        ["Saltfleet Point Observatory"],
        ["Rushcombe Astronomy Circle"],
    ),
    "Caerllan Seryddiaeth": (
        "Caerllan",
        "Dark Skies Alliance",
        ["Penrhos Observatory"],
        ["Mossdale Dark Sky Group"],
    ),
}
# observatory -> site town (where it differs from the club's town it is out in the country)
OBSERVATORIES = {
    "Hob Hill Observatory": "Hollin Bridge",
    "Scarrow Moor Roll-Off": "Scarrow",
    "Wythenby Dome": "Wythenby",
    "Cragside Observatory": "Thornbeck",
    "Greyhope Sky Shed": "Greyhope",
    "Mossdale Fell Observatory": "Mossdale",
    "Ebbingford Down Observatory": "Merrow St Giles",
    "Pellham Rooftop Dome": "Pellham",
    "Quarry End Pit Observatory": "Quarry End",
    "Rushcombe Marsh Observatory": "Dunholm Staithe",
    "Saltfleet Point Observatory": "Saltfleet Magna",
    "Penrhos Observatory": "Penrhos Uchaf",
}
MAKERS = {
    "Skyward Optics": "Taiwan",
    "Celestar": "United States",
    "Meadowlark Instruments": "United States",
    "Orion Glassworks": "United Kingdom",
    "Takamine Kogaku": "Japan",
    "Brennauer Optik": "Germany",
    "Helmsley Mirrors": "United Kingdom",
    "Vixor": "Japan",
}
DESIGNS = [
    "Newtonian reflector",
    "apochromatic refractor",
    "Schmidt-Cassegrain",
    "Dobsonian",
    "Maksutov-Cassegrain",
    "Ritchey-Chretien",
]
# telescope -> (observatory, design, maker)
TELESCOPES = {
    "Old Faithful 8-inch": ("Hob Hill Observatory", "Newtonian reflector", "Helmsley Mirrors"),
    "Hob Hill 14-inch SCT": ("Hob Hill Observatory", "Schmidt-Cassegrain", "Celestar"),
    "Moorland 12-inch Dob": ("Scarrow Moor Roll-Off", "Dobsonian", "Skyward Optics"),
    "Scarrow 100mm Apo": ("Scarrow Moor Roll-Off", "apochromatic refractor", "Takamine Kogaku"),
    "Big Bertha": ("Wythenby Dome", "Newtonian reflector", "Orion Glassworks"),
    "Wythenby Mak 180": ("Wythenby Dome", "Maksutov-Cassegrain", "Skyward Optics"),
    "Cragside 16-inch RC": ("Cragside Observatory", "Ritchey-Chretien", "Brennauer Optik"),
    "Cragside Solar Refractor": ("Cragside Observatory", "apochromatic refractor", "Vixor"),
    "Shed Scope": ("Greyhope Sky Shed", "Schmidt-Cassegrain", "Meadowlark Instruments"),
    "Fell Giant 20-inch": ("Mossdale Fell Observatory", "Dobsonian", "Helmsley Mirrors"),
    "Mossdale 130 Apo": ("Mossdale Fell Observatory", "apochromatic refractor", "Brennauer Optik"),
    "Downland 11-inch": ("Ebbingford Down Observatory", "Schmidt-Cassegrain", "Celestar"),
    "Ebbingford Heritage Refractor": (
        "Ebbingford Down Observatory",
        "apochromatic refractor",
        "Orion Glassworks",
    ),
    "Rooftop Mak": ("Pellham Rooftop Dome", "Maksutov-Cassegrain", "Vixor"),
    "Pellham 10-inch Newt": ("Pellham Rooftop Dome", "Newtonian reflector", "Skyward Optics"),
    "Homebuilt 18-inch": ("Quarry End Pit Observatory", "Dobsonian", "Helmsley Mirrors"),
    "The Quarryman": ("Quarry End Pit Observatory", "Newtonian reflector", "Helmsley Mirrors"),
    "Marsh 12-inch RC": (
        "Rushcombe Marsh Observatory",
        "Ritchey-Chretien",
        "Meadowlark Instruments",
    ),
    "Rushcombe 80mm Apo": (
        "Rushcombe Marsh Observatory",
        "apochromatic refractor",
        "Takamine Kogaku",
    ),
    "Point 9.25 SCT": ("Saltfleet Point Observatory", "Schmidt-Cassegrain", "Celestar"),
    "Saltfleet Dob": ("Saltfleet Point Observatory", "Dobsonian", "Skyward Optics"),
    "Penrhos 14-inch": ("Penrhos Observatory", "Newtonian reflector", "Orion Glassworks"),
    "Penrhos Mak 127": ("Penrhos Observatory", "Maksutov-Cassegrain", "Vixor"),
    "Telesgop Mawr": ("Penrhos Observatory", "Ritchey-Chretien", "Brennauer Optik"),
}
# owned (members' own) telescopes: not housed anywhere
OWN_SCOPES = {
    "Travelling 102 Refractor": ("apochromatic refractor", "Takamine Kogaku"),
    "Grab-and-Go Mak": ("Maksutov-Cassegrain", "Skyward Optics"),
    "Backyard 8-inch Dob": ("Dobsonian", "Skyward Optics"),
    "Little Nebula Hunter": ("Newtonian reflector", "Meadowlark Instruments"),
    "Garden SCT 8": ("Schmidt-Cassegrain", "Celestar"),
    "Pocket Apo 60": ("apochromatic refractor", "Vixor"),
    "Truss Dob 16": ("Dobsonian", "Helmsley Mirrors"),
    "Brennauer 115 Triplet": ("apochromatic refractor", "Brennauer Optik"),
}
CONSTELLATIONS = {
    "Andromeda": ["Andromeda Galaxy", "NGC 752"],
    "Orion": ["Orion Nebula", "Horsehead Nebula", "Betelgeuse", "Flame Nebula"],
    "Lyra": ["Ring Nebula", "Vega", "Double Double"],
    "Cygnus": ["Veil Nebula", "Albireo", "North America Nebula"],
    "Ursa Major": ["Bode's Galaxy", "Pinwheel Galaxy", "Owl Nebula"],
    "Hercules": ["Great Hercules Cluster", "M92"],
    "Taurus": ["Pleiades", "Crab Nebula", "Hyades"],
    "Sagittarius": ["Lagoon Nebula", "Trifid Nebula", "Omega Nebula"],
    "Cassiopeia": ["Owl Cluster", "Pacman Nebula", "Heart Nebula"],
    "Canes Venatici": ["Whirlpool Galaxy", "Sunflower Galaxy"],
    "Vulpecula": ["Dumbbell Nebula", "Coathanger"],
    "Perseus": ["Double Cluster", "Algol"],
    "Leo": ["Leo Triplet", "Regulus"],
    "Gemini": ["Eskimo Nebula", "Castor"],
    "Auriga": ["Capella", "Pinwheel Cluster"],
}
FIRST = [
    "Alice",
    "Bram",
    "Ceri",
    "Dilys",
    "Euan",
    "Fenella",
    "Gareth",
    "Hattie",
    "Idris",
    "Josie",
    "Kit",
    "Lorna",
    "Magnus",
    "Nia",
    "Oswin",
    "Priya",
    "Quentin",
    "Rhiannon",
    "Saul",
    "Tamsin",
    "Umar",
    "Verity",
    "Wynn",
    "Yusuf",
    "Zara",
    "Declan",
    "Morag",
    "Tobias",
    "Heledd",
    "Ravi",
]
LAST = [
    "Ashworth",
    "Birtwistle",
    "Cadwallader",
    "Dunmore",
    "Entwistle",
    "Fairbairn",
    "Garside",
    "Hebblethwaite",
    "Ingleby",
    "Jowett",
    "Kershaw",
    "Lumb",
    "Metcalfe",
    "Nuttall",
    "Oddie",
    "Pritchard",
    "Rawnsley",
    "Sutcliffe",
    "Thwaite",
    "Uttley",
    "Varley",
    "Whitaker",
    "Yeadon",
    "Prosser",
    "Llewellyn",
]
SESSION_KINDS = [
    "Messier Marathon",
    "Public Star Night",
    "Deep-Sky Evening",
    "Imaging Night",
    "Members' Observing Night",
    "Beginners' Sky Tour",
]
MONTHS = [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "August",
    "September",
    "October",
    "November",
    "December",
]


def facts_by_name() -> list[tuple[str, str, str]]:
    rng = random.Random(5301)
    facts: list[tuple[str, str, str]] = []
    for county, towns in TOWNS.items():
        facts += [(t, COUNTY, county) for t in towns]
    facts += [(s, SOC_HQ, t) for s, t in SOCIETIES.items()]
    for obs, town in OBSERVATORIES.items():
        facts.append((obs, SITE, town))
    for scope, (obs, design, maker) in TELESCOPES.items():
        facts += [(scope, HOUSED, obs), (scope, DESIGN, design), (scope, MAKER, maker)]
    for scope, (design, maker) in OWN_SCOPES.items():
        facts += [(scope, DESIGN, design), (scope, MAKER, maker)]
    facts += [(m, MAKER_COUNTRY, c) for m, c in MAKERS.items()]
    objects = [o for objs in CONSTELLATIONS.values() for o in objs]
    for const, objs in CONSTELLATIONS.items():
        facts += [(o, CONST, const) for o in objs]
    all_towns = [t for towns in TOWNS.values() for t in towns]
    members = full_names(rng, FIRST, LAST, 92, set())
    club_names = list(CLUBS)
    roster: dict[str, list[str]] = {c: [] for c in club_names}
    for i, person in enumerate(members):
        club = club_names[i % len(club_names)]
        roster[club].append(person)
        facts.append((person, MEMBER, club))
        home = CLUBS[club][0] if rng.random() < 0.6 else rng.choice(all_towns)
        facts.append((person, LIVES, home))
        if rng.random() < 0.18:
            other = rng.choice([c for c in club_names if c != club])
            roster[other].append(person)
            facts.append((person, MEMBER, other))
    own = list(OWN_SCOPES)
    for i, person in enumerate(members):
        if i % 3 == 0:
            facts.append((person, OWNS, own[(i // 3) % len(own)]))
    for club, (town, soc, obss, partners) in CLUBS.items():
        people = roster[club]
        facts += [(club, CLUB_TOWN, town), (club, AFFIL, soc)]
        facts += [(club, CHAIR, people[0]), (club, OBS_DIR, people[1])]
        facts += [(club, OPERATES, o) for o in obss]
        facts += [(club, PARTNER, p) for p in partners]
        for person in people[2:]:
            if rng.random() < 0.7:
                facts.append((person, MENTOR, rng.choice([p for p in people[:4] if p != person])))
    sessions = 0
    housed: dict[str, list[str]] = {}
    for scope, (obs, _, _) in TELESCOPES.items():
        housed.setdefault(obs, []).append(scope)
    for club, (_, _, obss, _) in CLUBS.items():
        for obs in obss or ["Mossdale Fell Observatory"]:  # Kirkby Lunn observes at Mossdale's
            for _ in range(4 if len(obss) == 1 else 2):
                kind = SESSION_KINDS[sessions % len(SESSION_KINDS)]
                month = MONTHS[sessions % len(MONTHS)]
                name = f"{obs.replace(' Observatory', '')} {kind}, {month}"
                sessions += 1
                facts += [(name, HELD_AT, obs), (name, LED_BY, rng.choice(roster[club][:4]))]
                for o in rng.sample(objects, rng.choice([1, 2, 2, 3])):
                    facts.append((name, TARGET, o))
                facts.append((name, SCOPE_USED, rng.choice(housed[obs])))
                for p in rng.sample(roster[club][2:], 2):
                    facts.append((name, ATTENDED, p))
    return facts


# (id, text, topic names, path, expected answer names) for an answerable question (the
# answers are computed from the path and checked against the expected ones by
# write_questions_by_name); (id, text, hops) for names not in the graph; (id, text, topic
# names, hops, lacks) for a relation the graph lacks.
QUESTIONS: list[tuple[Any, ...]] = [
    (
        "ao-1-01",
        "which county is Thornbeck in",
        ["Thornbeck"],
        [["county", "->"]],
        ["Calder Fells"],
    ),
    (
        "ao-1-02",
        "where's the Dark Skies Alliance headquartered?",
        ["Dark Skies Alliance"],
        [["hq", "->"]],
        ["Mossdale"],
    ),
    (
        "ao-1-03",
        "Who chairs Saltfleet Skywatch?",
        ["Saltfleet Skywatch"],
        [["CHAIR", "->"]],
        ["Nia Whitaker"],
    ),
    (
        "ao-1-04",
        "Mossdale Dark Sky Group observing director",
        ["Mossdale Dark Sky Group"],
        [["obs. director", "->"]],
        ["Dilys Llewellyn"],
    ),
    (
        "ao-1-05",
        "which observatories does Greyhope Astronomy Club look after",
        ["Greyhope Astronomy Club"],
        [["operates", "->"]],
        ["Cragside Observatory", "Greyhope Sky Shed"],
    ),
    (
        "ao-1-06",
        "what village is Hob Hill Observatory up near",
        ["Hob Hill Observatory"],
        [["siteTown", "->"]],
        ["Hollin Bridge"],
    ),
    (
        "ao-1-07",
        "scopes in the domes at Penrhos Observatory",
        ["Penrhos Observatory"],
        [["housed at", "<-"]],
        ["Penrhos 14-inch", "Penrhos Mak 127", "Telesgop Mawr"],
    ),
    (
        "ao-1-08",
        "what sort of telescope is Big Bertha?",
        ["Big Bertha"],
        [["optical_design", "->"]],
        ["Newtonian reflector"],
    ),
    (
        "ao-1-09",
        "who built the Cragside 16-inch RC",
        ["Cragside 16-inch RC"],
        [["mfr", "->"]],
        ["Brennauer Optik"],
    ),
    (
        "ao-1-10",
        "Vixor - which country are they from?",
        ["Vixor"],
        [["mfr.country", "->"]],
        ["Japan"],
    ),
    (
        "ao-1-11",
        "who's in kirkby lunn star party club",
        ["Kirkby Lunn Star Party Club"],
        [["memberOf", "<-"]],
        [
            "Bram Varley",
            "Fenella Entwistle",
            "Idris Oddie",
            "Morag Fairbairn",
            "Priya Fairbairn",
            "Quentin Uttley",
            "Umar Birtwistle",
            "Verity Entwistle",
        ],
    ),
    (
        "ao-1-12",
        "Where does Lorna Uttley live?",
        ["Lorna Uttley"],
        [["lives in", "->"]],
        ["Greyhope"],
    ),
    (
        "ao-1-13",
        "who showed Declan Dunmore the ropes at the eyepiece",
        ["Declan Dunmore"],
        [["learned from", "->"]],
        ["Hattie Whitaker", "Nia Llewellyn"],
    ),
    (
        "ao-1-14",
        "what telescope has Zara Metcalfe got at home",
        ["Zara Metcalfe"],
        [["owns_scope", "->"]],
        ["Little Nebula Hunter"],
    ),
    (
        "ao-1-15",
        "who ran the Penrhos Deep-Sky Evening, January?",
        ["Penrhos Deep-Sky Evening, January"],
        [["led by", "->"]],
        ["Fenella Cadwallader"],
    ),
    (
        "ao-1-16",
        "what did people look at during the Rushcombe Marsh Beginners' Sky Tour, March",
        ["Rushcombe Marsh Beginners' Sky Tour, March"],
        [["target[]", "->"]],
        ["NGC 752", "Owl Cluster", "Vega"],
    ),
    (
        "ao-1-17",
        "Which scope got used at the Cragside Messier Marathon, February?",
        ["Cragside Messier Marathon, February"],
        [["scope", "->"]],
        ["Cragside 16-inch RC"],
    ),
    (
        "ao-1-18",
        "who came along to the Mossdale Fell Imaging Night, December",
        ["Mossdale Fell Imaging Night, December"],
        [["attended by", "->"]],
        ["Priya Fairbairn", "Verity Entwistle"],
    ),
    (
        "ao-1-19",
        "the Coathanger is in which constellation?",
        ["Coathanger"],
        [["in const.", "->"]],
        ["Vulpecula"],
    ),
    (
        "ao-1-20",
        "clubs affiliated with the Amateur Telescope Makers' Guild",
        ["Amateur Telescope Makers' Guild"],
        [["affiliatedTo", "<-"]],
        ["Quarry End Telescope Makers", "Rushcombe Astronomy Circle"],
    ),
    (
        "ao-2-01",
        "what county is Alderholt Astronomical Society's home town in",
        ["Alderholt Astronomical Society"],
        [["based_in", "->"], ["county", "->"]],
        ["Brackenmoor"],
    ),
    (
        "ao-2-02",
        "where is the society Caerllan Seryddiaeth belongs to based?",
        ["Caerllan Seryddiaeth"],
        [["affiliatedTo", "->"], ["hq", "->"]],
        ["Mossdale"],
    ),
    (
        "ao-2-03",
        "Where does the chair of Wythenby Amateur Astronomers live?",
        ["Wythenby Amateur Astronomers"],
        [["CHAIR", "->"], ["lives in", "->"]],
        ["Quarry End"],
    ),
    (
        "ao-2-04",
        "telescopes at the observatories Saltfleet Skywatch runs",
        ["Saltfleet Skywatch"],
        [["operates", "->"], ["housed at", "<-"]],
        ["Point 9.25 SCT", "Saltfleet Dob"],
    ),
    (
        "ao-2-05",
        "who made the telescopes up at Hob Hill Observatory?",
        ["Hob Hill Observatory"],
        [["housed at", "<-"], ["mfr", "->"]],
        ["Celestar", "Helmsley Mirrors"],
    ),
    (
        "ao-2-06",
        "which country is the firm that made Telesgop Mawr from",
        ["Telesgop Mawr"],
        [["mfr", "->"], ["mfr.country", "->"]],
        ["Germany"],
    ),
    (
        "ao-2-07",
        "constellations of the targets of the Wythenby Dome Imaging Night, November",
        ["Wythenby Dome Imaging Night, November"],
        [["target[]", "->"], ["in const.", "->"]],
        ["Cassiopeia", "Gemini", "Orion"],
    ),
    (
        "ao-2-08",
        "who mentored whoever led the Quarry End Pit Public Star Night, November?",
        ["Quarry End Pit Public Star Night, November"],
        [["led by", "->"], ["learned from", "->"]],
        ["Magnus Birtwistle"],
    ),
    (
        "ao-2-09",
        "what clubs are Tamsin Fairbairn's protégés in",
        ["Tamsin Fairbairn"],
        [["learned from", "<-"], ["memberOf", "->"]],
        ["Caerllan Seryddiaeth", "Greyhope Astronomy Club", "Quarry End Telescope Makers"],
    ),
    (
        "ao-2-10",
        "observing sessions held at the Mossdale Dark Sky Group's observatory",
        ["Mossdale Dark Sky Group"],
        [["operates", "->"], ["heldAt", "<-"]],
        [
            "Mossdale Fell Beginners' Sky Tour, August",
            "Mossdale Fell Deep-Sky Evening, November",
            "Mossdale Fell Imaging Night, December",
            "Mossdale Fell Members' Observing Night, June",
            "Mossdale Fell Messier Marathon, September",
            "Mossdale Fell Public Star Night, October",
        ],
    ),
    (
        "ao-2-11",
        "where were the sessions Quentin Nuttall led held?",
        ["Quentin Nuttall"],
        [["led by", "<-"], ["heldAt", "->"]],
        ["Penrhos Observatory", "Saltfleet Point Observatory"],
    ),
    (
        "ao-2-12",
        "what scopes do Rushcombe Astronomy Circle members own",
        ["Rushcombe Astronomy Circle"],
        [["memberOf", "<-"], ["owns_scope", "->"]],
        ["Brennauer 115 Triplet", "Grab-and-Go Mak", "Little Nebula Hunter"],
    ),
    (
        "ao-2-13",
        "Who chairs Ebbingford Astronomical Society's partner clubs?",
        ["Ebbingford Astronomical Society"],
        [["partner club", "->"], ["CHAIR", "->"]],
        ["Ravi Entwistle", "Tamsin Llewellyn"],
    ),
    (
        "ao-2-14",
        "towns where greyhope astronomy club's observatories stand",
        ["Greyhope Astronomy Club"],
        [["operates", "->"], ["siteTown", "->"]],
        ["Greyhope", "Thornbeck"],
    ),
    (
        "ao-2-15",
        "which observing nights went after something in Cygnus?",
        ["Cygnus"],
        [["in const.", "<-"], ["target[]", "<-"]],
        [
            "Mossdale Fell Members' Observing Night, June",
            "Pellham Rooftop Dome Beginners' Sky Tour, September",
            "Penrhos Public Star Night, December",
            "Quarry End Pit Deep-Sky Evening, December",
            "Quarry End Pit Imaging Night, January",
            "Wythenby Dome Beginners' Sky Tour, January",
        ],
    ),
    (
        "ao-2-16",
        "telescopes used on the nights Ravi Entwistle led",
        ["Ravi Entwistle"],
        [["led by", "<-"], ["scope", "->"]],
        ["Hob Hill 14-inch SCT", "Old Faithful 8-inch", "Pellham 10-inch Newt", "Rooftop Mak"],
    ),
    (
        "ao-2-17",
        "which members live in the town where Scarrow Moor Roll-Off is",
        ["Scarrow Moor Roll-Off"],
        [["siteTown", "->"], ["lives in", "<-"]],
        ["Euan Llewellyn", "Fenella Birtwistle", "Oswin Jowett", "Tamsin Varley", "Tobias Dunmore"],
    ),
    (
        "ao-2-18",
        "astronomy clubs based in Eastmarsh",
        ["Eastmarsh"],
        [["county", "<-"], ["based_in", "<-"]],
        ["Rushcombe Astronomy Circle", "Saltfleet Skywatch"],
    ),
    (
        "ao-2-19",
        "Umar Metcalfe's mentors - which clubs are they in?",
        ["Umar Metcalfe"],
        [["learned from", "->"], ["memberOf", "->"]],
        [
            "Caerllan Seryddiaeth",
            "Greyhope Astronomy Club",
            "Quarry End Telescope Makers",
            "Saltfleet Skywatch",
        ],
    ),
    (
        "ao-2-20",
        "what type of telescope did they use at the Penrhos Public Star Night, December",
        ["Penrhos Public Star Night, December"],
        [["scope", "->"], ["optical_design", "->"]],
        ["Ritchey-Chretien"],
    ),
    (
        "ao-3-01",
        "which county is the observatory of Quarry End Telescope Makers in?",
        ["Quarry End Telescope Makers"],
        [["operates", "->"], ["siteTown", "->"], ["county", "->"]],
        ["Sallowshire"],
    ),
    (
        "ao-3-02",
        "countries of the makers of the telescopes at Mossdale Fell Observatory",
        ["Mossdale Fell Observatory"],
        [["housed at", "<-"], ["mfr", "->"], ["mfr.country", "->"]],
        ["Germany", "United Kingdom"],
    ),
    (
        "ao-3-03",
        "what constellations did sessions at Cragside Observatory look into",
        ["Cragside Observatory"],
        [["heldAt", "<-"], ["target[]", "->"], ["in const.", "->"]],
        ["Cassiopeia", "Orion", "Taurus"],
    ),
    (
        "ao-3-04",
        "Where do the people who led sessions at Penrhos Observatory live?",
        ["Penrhos Observatory"],
        [["heldAt", "<-"], ["led by", "->"], ["lives in", "->"]],
        ["Alderholt", "Caerllan", "Rushcombe", "Saltfleet Magna"],
    ),
    (
        "ao-3-05",
        "what designs of telescope are in the observatory Pellham Moonwatchers run",
        ["Pellham Moonwatchers"],
        [["operates", "->"], ["housed at", "<-"], ["optical_design", "->"]],
        ["Maksutov-Cassegrain", "Newtonian reflector"],
    ),
    (
        "ao-3-06",
        "where does the chair of Ravi Hebblethwaite's club live",
        ["Ravi Hebblethwaite"],
        [["memberOf", "->"], ["CHAIR", "->"], ["lives in", "->"]],
        ["Alderholt"],
    ),
    (
        "ao-3-07",
        "which clubs are the mentors of the people at the Saltfleet Point Imaging Night, August in?",
        ["Saltfleet Point Imaging Night, August"],
        [["attended by", "->"], ["learned from", "->"], ["memberOf", "->"]],
        ["Greyhope Astronomy Club", "Saltfleet Skywatch"],
    ),
    (
        "ao-3-08",
        "sessions at observatories of clubs in the Amateur Telescope Makers' Guild",
        ["Amateur Telescope Makers' Guild"],
        [["affiliatedTo", "<-"], ["operates", "->"], ["heldAt", "<-"]],
        [
            "Quarry End Pit Deep-Sky Evening, December",
            "Quarry End Pit Imaging Night, January",
            "Quarry End Pit Messier Marathon, October",
            "Quarry End Pit Public Star Night, November",
            "Rushcombe Marsh Beginners' Sky Tour, March",
            "Rushcombe Marsh Members' Observing Night, February",
            "Rushcombe Marsh Messier Marathon, April",
            "Rushcombe Marsh Public Star Night, May",
        ],
    ),
    (
        "ao-3-09",
        "who made the scopes used at the sessions Tamsin Llewellyn led?",
        ["Tamsin Llewellyn"],
        [["led by", "<-"], ["scope", "->"], ["mfr", "->"]],
        ["Meadowlark Instruments"],
    ),
    (
        "ao-3-10",
        "hq town of the society the Wythenby Dome club is affiliated to",
        ["Wythenby Dome"],
        [["operates", "<-"], ["affiliatedTo", "->"], ["hq", "->"]],
        ["Mossdale"],
    ),
    (
        "ao-3-11",
        "what counties do members of Caerllan Seryddiaeth live in",
        ["Caerllan Seryddiaeth"],
        [["memberOf", "<-"], ["lives in", "->"], ["county", "->"]],
        ["Ardwen", "Brackenmoor", "Eastmarsh"],
    ),
    (
        "ao-3-12",
        "chairs of the clubs that people living in Pellham belong to",
        ["Pellham"],
        [["lives in", "<-"], ["memberOf", "->"], ["CHAIR", "->"]],
        ["Priya Whitaker", "Ravi Entwistle", "Tamsin Llewellyn"],
    ),
    (
        "ao-3-13",
        "which country made the scope Gareth Lumb owns?",
        ["Gareth Lumb"],
        [["owns_scope", "->"], ["mfr", "->"], ["mfr.country", "->"]],
        ["United Kingdom"],
    ),
    (
        "ao-3-14",
        "who turned up to sessions that observed things in Taurus",
        ["Taurus"],
        [["in const.", "<-"], ["target[]", "<-"], ["attended by", "->"]],
        [
            "Bram Lumb",
            "Euan Llewellyn",
            "Heledd Varley",
            "Kit Nuttall",
            "Magnus Metcalfe",
            "Oswin Jowett",
            "Priya Prosser",
            "Ravi Hebblethwaite",
            "Rhiannon Oddie",
            "Tamsin Varley",
            "Umar Metcalfe",
        ],
    ),
    (
        "ao-3-15",
        "In which towns are the observatories where Declan Cadwallader led a session?",
        ["Declan Cadwallader"],
        [["led by", "<-"], ["heldAt", "->"], ["siteTown", "->"]],
        ["Wythenby"],
    ),
    ("ao-n-01", "who chairs the Fenmouth Astronomical Society", 1),
    ("ao-n-02", "what telescopes are at Blackcombe Observatory?", 1),
    ("ao-n-03", "where does Hamish Oakroyd live", 1),
    ("ao-n-04", "which constellation is the Sombrero Galaxy in", 1),
    ("ao-n-05", "who led the Lindisfarne Perseids Watch and where do they live?", 2),
    ("ao-l-01", "how big is the mirror on Big Bertha", ["Big Bertha"], 1, "aperture"),
    (
        "ao-l-02",
        "when was Greyhope Astronomy Club founded?",
        ["Greyhope Astronomy Club"],
        1,
        "founding year",
    ),
    (
        "ao-l-03",
        "how much is it to join Pellham Moonwatchers",
        ["Pellham Moonwatchers"],
        1,
        "membership fee",
    ),
    (
        "ao-l-04",
        "what night does Saltfleet Skywatch meet?",
        ["Saltfleet Skywatch"],
        1,
        "meeting night",
    ),
    (
        "ao-l-05",
        "how high up is Mossdale Fell Observatory",
        ["Mossdale Fell Observatory"],
        1,
        "altitude",
    ),
    ("ao-l-06", "how far away is the Andromeda Galaxy?", ["Andromeda Galaxy"], 1, "distance"),
    ("ao-l-07", "what magnitude is Algol", ["Algol"], 1, "magnitude"),
    (
        "ao-l-08",
        "how much did the Homebuilt 18-inch cost to build",
        ["Homebuilt 18-inch"],
        1,
        "cost",
    ),
    ("ao-l-09", "Dark Skies Alliance website", ["Dark Skies Alliance"], 1, "website"),
    (
        "ao-l-10",
        "which observatories does the Kirkby Lunn Star Party Club run?",
        ["Kirkby Lunn Star Party Club"],
        1,
        "none for entity: operates",
    ),
    (
        "ao-l-11",
        "Scarrow Stargazers' partner clubs",
        ["Scarrow Stargazers"],
        1,
        "none for entity: partner club",
    ),
    (
        "ao-l-12",
        "who taught Ceri Pritchard to find her way round the sky",
        ["Ceri Pritchard"],
        1,
        "none for entity: learned from",
    ),
    (
        "ao-l-13",
        "what scope does tamsin varley own",
        ["Tamsin Varley"],
        1,
        "none for entity: owns_scope",
    ),
    (
        "ao-l-14",
        "Who was Bram Kershaw's mentor?",
        ["Bram Kershaw"],
        1,
        "none for entity: learned from",
    ),
    (
        "ao-l-15",
        "which telescope does Nia Llewellyn have of her own",
        ["Nia Llewellyn"],
        1,
        "none for entity: owns_scope",
    ),
]


def build() -> tuple[list[tuple[str, str, str]], dict[str, str]]:
    """The triples by opaque id and the names by id."""
    facts = facts_by_name()
    names = {x: x for h, _, t in facts for x in (h, t)}
    return with_opaque_ids(facts, names, random.Random(5302), range(10000), "[ao{:04d}]")


def write(triples: list[tuple[str, str, str]], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


if __name__ == "__main__":
    built = build()
    write(*built)
    write_questions_by_name(HERE, *built, QUESTIONS)
