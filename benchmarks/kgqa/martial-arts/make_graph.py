"""Write the martial-arts KGQA set: local martial-arts clubs (dojos), their instructors, students,
styles, federations, halls, kit suppliers, gradings and tournaments.

Run: python benchmarks/kgqa/martial-arts/make_graph.py
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

from paths import full_names, name_facts, write_questions_by_name, write_set  # noqa: E402

SEED = 6301
Fact = tuple[str, str, str]
F, B = "->", "<-"  # walk a triple head to tail, or tail to head

COUNTIES = ["Westmarch", "Holmshire", "Tarnside", "Fenwold", "Kestrelshire"]
TOWNS = {
    "Westmarch": ["Ashby Vale", "Brackenford", "Colderton", "Dunmere", "Eastwick Green"],
    "Holmshire": ["Felling Moor", "Garthwaite", "Harlow End", "Ilsby", "Jessop's Cross"],
    "Tarnside": ["Kirkbeck", "Lowther Bridge", "Marrick", "Netherby", "Oakholme"],
    "Fenwold": ["Pellworth", "Quarrington", "Ravensholt", "Saltmarsh", "Thornby"],
    "Kestrelshire": ["Upwell", "Vantage Hill", "Wickham Ford", "Yarrowby", "Zennor Bay"],
}
STYLES = {
    "Shotokan Karate": "Japan",
    "Wado-Ryu Karate": "Japan",
    "Kyokushin Karate": "Japan",
    "Judo": "Japan",
    "Aikido": "Japan",
    "Kendo": "Japan",
    "Taekwondo": "South Korea",
    "Brazilian Jiu-Jitsu": "Brazil",
    "Muay Thai": "Thailand",
    "Wing Chun": "China",
}
FEDERATIONS = {  # name: (HQ town, styles it takes in)
    "Northern Karate Union": (
        "Kirkbeck",
        ["Shotokan Karate", "Wado-Ryu Karate", "Kyokushin Karate"],
    ),
    "Central Judo Association": ("Garthwaite", ["Judo"]),
    "Aiki Fellowship": ("Ashby Vale", ["Aikido", "Kendo"]),
    "Open Taekwondo League": ("Pellworth", ["Taekwondo"]),
    "Grappling Alliance": ("Upwell", ["Brazilian Jiu-Jitsu", "Judo"]),
    "Striking Arts Council": ("Marrick", ["Muay Thai", "Wing Chun", "Kyokushin Karate"]),
}
SUPPLIERS = {
    "Okami Budogu": "Japan",
    "Redline Fightwear": "Pakistan",
    "Hakama House": "Japan",
    "Ironside Mats": "England",
    "Kumo Sports": "Thailand",
    "Takeda Textiles": "Pakistan",
}
SPONSORS = {
    "Brackenford Building Society": "Brackenford",
    "Moor End Motors": "Felling Moor",
    "Kirkbeck Physio Clinic": "Kirkbeck",
    "Saltmarsh Fish Bar": "Saltmarsh",
    "Yarrowby Print Works": "Yarrowby",
    "Hollis & Dunn Solicitors": "Netherby",
    "Greenfield Dairies": "Ilsby",
    "Upwell Gym Supplies": "Upwell",
}
HALLS = {
    "St Jude's Church Hall": "Colderton",
    "Brackenford Leisure Centre": "Brackenford",
    "Old Drill Hall": "Harlow End",
    "Miners' Welfare Hall": "Lowther Bridge",
    "Netherby Sports Centre": "Netherby",
    "Quarrington Community Centre": "Quarrington",
    "Thornby Scout Hut": "Thornby",
    "Wickham Ford Village Hall": "Wickham Ford",
    "Riverside Studio": "Kirkbeck",
    "Zennor Bay Lifeboat Hall": "Zennor Bay",
}
# dojo: (town, style, federation, hall it hires or None); its outfitter is drawn
DOJOS = {
    "Red Lantern Dojo": (
        "Kirkbeck",
        "Shotokan Karate",
        "Northern Karate Union",
        "Riverside Studio",
    ),
    "Iron Crane Karate Club": (
        "Colderton",
        "Wado-Ryu Karate",
        "Northern Karate Union",
        "St Jude's Church Hall",
    ),
    "Seven Winds Aikikai": ("Ashby Vale", "Aikido", "Aiki Fellowship", None),
    "Harlow End Judo Club": ("Harlow End", "Judo", "Central Judo Association", "Old Drill Hall"),
    "Blue Tiger Taekwondo": ("Pellworth", "Taekwondo", "Open Taekwondo League", None),
    "Lowther Bridge Kyokushin": (
        "Lowther Bridge",
        "Kyokushin Karate",
        "Striking Arts Council",
        "Miners' Welfare Hall",
    ),
    "Upwell Grappling Academy": ("Upwell", "Brazilian Jiu-Jitsu", "Grappling Alliance", None),
    "Eight Limbs Gym": ("Netherby", "Muay Thai", "Striking Arts Council", "Netherby Sports Centre"),
    "Jade Gate Wing Chun": ("Marrick", "Wing Chun", "Striking Arts Council", None),
    "Quiet Pine Kendo Club": (
        "Quarrington",
        "Kendo",
        "Aiki Fellowship",
        "Quarrington Community Centre",
    ),
    "Garthwaite Judo Kwai": ("Garthwaite", "Judo", "Central Judo Association", None),
    "Thornby Shotokan": (
        "Thornby",
        "Shotokan Karate",
        "Northern Karate Union",
        "Thornby Scout Hut",
    ),
    "Wickham Ford Taekwondo": (
        "Wickham Ford",
        "Taekwondo",
        "Open Taekwondo League",
        "Wickham Ford Village Hall",
    ),
    "Zennor Bay Jiu-Jitsu": (
        "Zennor Bay",
        "Brazilian Jiu-Jitsu",
        "Grappling Alliance",
        "Zennor Bay Lifeboat Hall",
    ),
    "Brackenford Karate Kai": (
        "Brackenford",
        "Shotokan Karate",
        "Northern Karate Union",
        "Brackenford Leisure Centre",
    ),
}
FILLER_DOJO_WORDS = [
    "Falcon",
    "Cedar",
    "Storm",
    "Lotus",
    "Granite",
    "Willow",
    "Ember",
    "Harbour",
    "Silver Birch",
    "Moonrise",
    "North Star",
    "White Heron",
    "Black Oak",
    "Kingfisher",
    "Rising Sun",
]
KINDS = {
    "Shotokan Karate": "Karate Club",
    "Wado-Ryu Karate": "Karate Club",
    "Kyokushin Karate": "Kyokushin",
    "Judo": "Judo Club",
    "Aikido": "Aikido Club",
    "Kendo": "Kendo Club",
    "Taekwondo": "Taekwondo",
    "Brazilian Jiu-Jitsu": "BJJ",
    "Muay Thai": "Muay Thai Gym",
    "Wing Chun": "Wing Chun School",
}
DANS = ["1st Dan", "2nd Dan", "3rd Dan", "4th Dan", "5th Dan", "6th Dan"]
BELTS = [
    "White Belt",
    "Yellow Belt",
    "Orange Belt",
    "Green Belt",
    "Blue Belt",
    "Purple Belt",
    "Brown Belt",
]
FIRST = [
    "Aiko",
    "Ben",
    "Carys",
    "Dev",
    "Elin",
    "Femi",
    "Gareth",
    "Hana",
    "Imran",
    "Jodie",
    "Kenji",
    "Lena",
    "Marcus",
    "Nadia",
    "Owen",
    "Priya",
    "Rhys",
    "Sana",
    "Tom",
    "Uma",
    "Vikram",
    "Wendy",
    "Yusuf",
    "Zoe",
    "Ali",
    "Bethan",
    "Callum",
    "Daisy",
    "Ewan",
    "Freya",
    "Gus",
    "Isla",
    "Jack",
    "Kira",
    "Liam",
    "Maya",
    "Nia",
    "Oscar",
    "Poppy",
    "Reza",
    "Sophie",
    "Theo",
    "Yara",
]
LAST = [
    "Ashworth",
    "Barlow",
    "Chandra",
    "Dobson",
    "Evans",
    "Fairley",
    "Gill",
    "Hughes",
    "Ito",
    "Jameson",
    "Khan",
    "Lowe",
    "Morgan",
    "Nakamura",
    "O'Brien",
    "Pryce",
    "Quinn",
    "Rahman",
    "Sato",
    "Thorne",
    "Underwood",
    "Vance",
    "Walsh",
    "Yates",
    "Kowalski",
    "Lindqvist",
    "Mensah",
    "Novak",
    "Park",
    "Silva",
    "Tanaka",
    "Wright",
]


def _places(facts: list[Fact]) -> None:
    for county, towns in TOWNS.items():
        facts += [(t, "county", county) for t in towns]
    facts += [(s, "origin", c) for s, c in STYLES.items()]
    facts += [(s, "made in", c) for s, c in SUPPLIERS.items()]
    facts += [(s, "based in", t) for s, t in SPONSORS.items()]
    facts += [(h, "in town", t) for h, t in HALLS.items()]
    facts += [(f, "HQ", t) for f, (t, _) in FEDERATIONS.items()]


def _dojos(rng: random.Random) -> dict[str, tuple[str, str, str, str | None]]:
    dojos = dict(DOJOS)
    towns = [t for ts in TOWNS.values() for t in ts]
    words = list(FILLER_DOJO_WORDS)
    rng.shuffle(words)
    for word in words:
        style = rng.choice(sorted(STYLES))
        feds = sorted(f for f, (_, styles) in FEDERATIONS.items() if style in styles)
        name = f"{word} {KINDS[style]}"
        hall = rng.choice(sorted(HALLS)) if rng.random() < 0.4 else None
        dojos[name] = (rng.choice(towns), style, rng.choice(feds), hall)
    return dojos


def build() -> tuple[list[Fact], dict[str, str]]:
    rng = random.Random(SEED)
    facts: list[Fact] = []
    _places(facts)
    dojos = _dojos(rng)
    names = sorted(dojos)
    towns = [t for ts in TOWNS.values() for t in ts]
    for d in sorted(dojos):
        town, style, fed, hall = dojos[d]
        facts += [(d, "in town", town), (d, "style", style), (d, "affiliated", fed)]
        if hall:
            facts.append((d, "hires", hall))
        facts.append((d, "outfitter", rng.choice(sorted(SUPPLIERS))))
    for d in rng.sample(names, 8):
        other = rng.choice([x for x in names if x != d and dojos[x][1] == dojos[d][1]] or names)
        if other != d:
            facts.append((d, "twinned", other))
    taken: set[str] = set()
    instructors = full_names(rng, FIRST, LAST, 36, taken)
    # the first 30 run a dojo each; older ones taught the younger (lineage)
    for i, person in enumerate(instructors):
        facts.append((person, "dan", DANS[min(5, 5 - i // 7)] if i < 12 else rng.choice(DANS[:4])))
        facts.append((person, "lives in", rng.choice(towns)))
        if i >= 4:
            facts.append((person, "lineage", instructors[rng.randrange(0, min(i, 12))]))
    for d, person in zip(names, instructors, strict=False):
        facts.append((d, "sensei", person))
        facts.append((person, "teaches at", d))
    for person in instructors[len(names) :]:
        for d in rng.sample(names, 2):
            facts.append((person, "teaches at", d))
    for f in sorted(FEDERATIONS):
        facts.append((f, "chair", rng.choice(instructors[:12])))
    students = full_names(rng, FIRST, LAST, 100, taken)
    teachers: dict[str, list[str]] = {}
    for h, r, t in facts:
        if r == "teaches at":
            teachers.setdefault(t, []).append(h)
    for s in students:
        clubs = rng.sample(names, 2 if rng.random() < 0.25 else 1)
        facts += [(s, "member of", d) for d in clubs]
        facts.append((s, "belt", rng.choice(BELTS)))
        facts.append((s, "lives in", rng.choice(towns)))
        if rng.random() < 0.7:
            facts.append((s, "coach", rng.choice(teachers[clubs[0]])))
    _events(rng, facts, names, instructors, students)
    return name_facts(facts, rng, range(10000), lambda n: f"{n:04d}%ma")


def _events(
    rng: random.Random,
    facts: list[Fact],
    dojos: list[str],
    instructors: list[str],
    students: list[str],
) -> None:
    members: dict[str, list[str]] = {}
    for h, r, t in facts:
        if r == "member of":
            members.setdefault(t, []).append(h)
    seasons = ["Spring", "Summer", "Autumn", "Winter"]
    hosts = rng.sample([d for d in dojos if len(members.get(d, [])) >= 3], 12)
    for i, d in enumerate(hosts):
        g = f"{d} {seasons[i % 4]} Grading {2025 + i % 2}"
        facts += [(g, "grading at", d), (g, "examiner", rng.choice(instructors[:14]))]
        facts += [(g, "passed", s) for s in rng.sample(members[d], 3)]
    cups = [
        "Holmshire Open",
        "Northern Karate Championships",
        "Tarnside Cup",
        "Fenwold Classic",
        "Kestrel Invitational",
        "Westmarch Grand Prix",
        "Coastal Shield",
        "Autumn Dragon Open",
        "Junior Masters Trophy",
        "Three Counties Challenge",
    ]
    towns = [t for ts in TOWNS.values() for t in ts]
    for i, cup in enumerate(cups):
        name = f"{cup} {2024 + i % 3}"
        facts += [
            (name, "held in", rng.choice(towns)),
            (name, "organised by", rng.choice(sorted(FEDERATIONS))),
            (name, "chief ref", rng.choice(instructors)),
            (name, "sponsor", rng.choice(sorted(SPONSORS))),
        ]
        entries = rng.sample(dojos, 4)
        facts += [(name, "entry", d) for d in entries]
        pool = [s for d in entries for s in members.get(d, [])]
        facts += [(name, "gold", s) for s in rng.sample(pool, min(3, len(pool)))]


def write(triples: list[Fact], names: dict[str, str], folder: Path = HERE) -> None:
    write_set(folder, triples, names)


SPECS: list[tuple] = [
    # one hop
    (
        "ma1-01",
        "who's the head instructor at Red Lantern Dojo",
        ["Red Lantern Dojo"],
        [("sensei", F)],
        ["Aiko O'Brien"],
    ),
    ("ma1-02", "what rank is Oscar Rahman", ["Oscar Rahman"], [("dan", F)], ["6th Dan"]),
    (
        "ma1-03",
        "Who did Isla Quinn train under?",
        ["Isla Quinn"],
        [("lineage", F)],
        ["Bethan Jameson"],
    ),
    (
        "ma1-04",
        "what venue does iron crane karate club train at",
        ["Iron Crane Karate Club"],
        [("hires", F)],
        ["St Jude's Church Hall"],
    ),
    (
        "ma1-05",
        "Which supplier kits out Eight Limbs Gym?",
        ["Eight Limbs Gym"],
        [("outfitter", F)],
        ["Kumo Sports"],
    ),
    (
        "ma1-06",
        "what's the sister club of Lotus Karate Club",
        ["Lotus Karate Club"],
        [("twinned", F)],
        ["Willow Karate Club"],
    ),
    (
        "ma1-07",
        "Which governing body is Rising Sun Judo Club registered with?",
        ["Rising Sun Judo Club"],
        [("affiliated", F)],
        ["Grappling Alliance"],
    ),
    (
        "ma1-08",
        "where is the Northern Karate Union's head office",
        ["Northern Karate Union"],
        [("HQ", F)],
        ["Kirkbeck"],
    ),
    (
        "ma1-09",
        "who was the head referee at the Tarnside Cup 2026",
        ["Tarnside Cup 2026"],
        [("chief ref", F)],
        ["Nadia Khan"],
    ),
    (
        "ma1-10",
        "who took first place at the Holmshire Open 2024?",
        ["Holmshire Open 2024"],
        [("gold", F)],
        ["Lena O'Brien", "Nia Quinn", "Sana Evans"],
    ),
    (
        "ma1-11",
        "list the clubs that competed in the Northern Karate Championships 2025",
        ["Northern Karate Championships 2025"],
        [("entry", F)],
        ["Black Oak BJJ", "Cedar BJJ", "Eight Limbs Gym", "Lowther Bridge Kyokushin"],
    ),
    (
        "ma1-12",
        "who got through the Kingfisher Judo Club Summer Grading 2026",
        ["Kingfisher Judo Club Summer Grading 2026"],
        [("passed", F)],
        ["Daisy Jameson", "Nia Quinn", "Sana O'Brien"],
    ),
    (
        "ma1-13",
        "who sat on the panel for the Thornby Shotokan Autumn Grading 2025",
        ["Thornby Shotokan Autumn Grading 2025"],
        [("examiner", F)],
        ["Theo Thorne"],
    ),
    ("ma1-14", "what colour is ali morgan's belt", ["Ali Morgan"], [("belt", F)], ["Brown Belt"]),
    (
        "ma1-15",
        "Name the clubs Nia Quinn goes to.",
        ["Nia Quinn"],
        [("member of", F)],
        ["Black Oak BJJ", "Kingfisher Judo Club"],
    ),
    ("ma1-16", "who coaches Uma Yates one to one", ["Uma Yates"], [("coach", F)], ["Aiko O'Brien"]),
    ("ma1-17", "where does muay thai come from", ["Muay Thai"], [("origin", F)], ["Thailand"]),
    (
        "ma1-18",
        "which clubs get their gis and mats from Ironside Mats",
        ["Ironside Mats"],
        [("outfitter", B)],
        [
            "Brackenford Karate Kai",
            "Cedar BJJ",
            "Ember Kendo Club",
            "Lotus Karate Club",
            "Lowther Bridge Kyokushin",
            "Red Lantern Dojo",
            "Upwell Grappling Academy",
        ],
    ),
    (
        "ma1-19",
        "who is in charge of the Striking Arts Council",
        ["Striking Arts Council"],
        [("chair", F)],
        ["Oscar Rahman"],
    ),
    (
        "ma1-20",
        "Show me the instructors who learned their art from Tom Morgan.",
        ["Tom Morgan"],
        [("lineage", B)],
        ["Aiko Kowalski", "Aiko O'Brien", "Kira Ito", "Priya Wright"],
    ),
    # two hops
    (
        "ma2-01",
        "which county is Red Lantern Dojo in",
        ["Red Lantern Dojo"],
        [("in town", F), ("county", F)],
        ["Tarnside"],
    ),
    (
        "ma2-02",
        "what grade is the chief instructor of Harlow End Judo Club",
        ["Harlow End Judo Club"],
        [("sensei", F), ("dan", F)],
        ["5th Dan"],
    ),
    (
        "ma2-03",
        "the kit worn at Quiet Pine Kendo Club, which country is it made in",
        ["Quiet Pine Kendo Club"],
        [("outfitter", F), ("made in", F)],
        ["Japan"],
    ),
    (
        "ma2-04",
        "Who taught the sensei of Eight Limbs Gym?",
        ["Eight Limbs Gym"],
        [("sensei", F), ("lineage", F)],
        ["Bethan Jameson"],
    ),
    (
        "ma2-05",
        "list everyone who trains at a club in Netherby",
        ["Netherby"],
        [("in town", B), ("member of", B)],
        [
            "Femi Kowalski",
            "Freya Chandra",
            "Imran Yates",
            "Marcus Ashworth",
            "Sana O'Brien",
            "Tom Lindqvist",
            "Uma Morgan",
            "Vikram Lowe",
        ],
    ),
    (
        "ma2-06",
        "jade gate wing chun's style originates in which country?",
        ["Jade Gate Wing Chun"],
        [("style", F), ("origin", F)],
        ["China"],
    ),
    (
        "ma2-07",
        "In which town is the venue Harbour Muay Thai Gym trains in?",
        ["Harbour Muay Thai Gym"],
        [("hires", F), ("in town", F)],
        ["Kirkbeck"],
    ),
    (
        "ma2-08",
        "where does the chair of the Aiki Fellowship live",
        ["Aiki Fellowship"],
        [("chair", F), ("lives in", F)],
        ["Yarrowby"],
    ),
    (
        "ma2-09",
        "what dan is Ali Morgan's coach",
        ["Ali Morgan"],
        [("coach", F), ("dan", F)],
        ["3rd Dan"],
    ),
    (
        "ma2-10",
        "Which clubs do the winners of Coastal Shield 2024 train at?",
        ["Coastal Shield 2024"],
        [("gold", F), ("member of", F)],
        ["Cedar BJJ", "Red Lantern Dojo", "Storm Karate Club"],
    ),
    (
        "ma2-11",
        "who runs the clubs sana walsh belongs to",
        ["Sana Walsh"],
        [("member of", F), ("sensei", F)],
        ["Ali Lindqvist", "Wendy Hughes"],
    ),
    (
        "ma2-12",
        "what styles are practised at clubs under the Grappling Alliance",
        ["Grappling Alliance"],
        [("affiliated", B), ("style", F)],
        ["Brazilian Jiu-Jitsu", "Judo"],
    ),
    (
        "ma2-13",
        "where does tom novak's coach live",
        ["Tom Novak"],
        [("coach", F), ("lives in", F)],
        ["Upwell"],
    ),
    (
        "ma2-14",
        "At which clubs has Daisy Hughes examined gradings?",
        ["Daisy Hughes"],
        [("examiner", B), ("grading at", F)],
        [
            "Eight Limbs Gym",
            "Harlow End Judo Club",
            "White Heron Aikido Club",
            "Zennor Bay Jiu-Jitsu",
        ],
    ),
    (
        "ma2-15",
        "who heads the partner club of Upwell Grappling Academy",
        ["Upwell Grappling Academy"],
        [("twinned", F), ("sensei", F)],
        ["Wendy Hughes"],
    ),
    (
        "ma2-16",
        "in what town is the company that sponsered the Fenwold Classic 2024",
        ["Fenwold Classic 2024"],
        [("sponsor", F), ("based in", F)],
        ["Upwell"],
    ),
    (
        "ma2-17",
        "which associations put on the competitions Ali Morgan won",
        ["Ali Morgan"],
        [("gold", B), ("organised by", F)],
        ["Aiki Fellowship", "Central Judo Association", "Striking Arts Council"],
    ),
    (
        "ma2-18",
        "Name all the people teaching at clubs in Kirkbeck.",
        ["Kirkbeck"],
        [("in town", B), ("teaches at", B)],
        ["Aiko O'Brien", "Elin Barlow", "Tom Morgan"],
    ),
    (
        "ma2-19",
        "what belts do the people Isla Quinn coaches hold",
        ["Isla Quinn"],
        [("coach", B), ("belt", F)],
        ["Purple Belt", "Yellow Belt"],
    ),
    (
        "ma2-20",
        "which clubs are led by people who trained under Yusuf Dobson",
        ["Yusuf Dobson"],
        [("lineage", B), ("sensei", B)],
        ["Falcon Taekwondo", "Harbour Muay Thai Gym", "Lotus Karate Club", "Storm Karate Club"],
    ),
    # three hops
    (
        "ma3-01",
        "what county is the hall Lowther Bridge Kyokushin uses in",
        ["Lowther Bridge Kyokushin"],
        [("hires", F), ("in town", F), ("county", F)],
        ["Tarnside"],
    ),
    (
        "ma3-02",
        "Red Lantern Dojo's head instructor's own teacher: what dan is he or she?",
        ["Red Lantern Dojo"],
        [("sensei", F), ("lineage", F), ("dan", F)],
        ["6th Dan"],
    ),
    (
        "ma3-03",
        "which towns are the clubs of the Westmarch Grand Prix 2026 winners in",
        ["Westmarch Grand Prix 2026"],
        [("gold", F), ("member of", F), ("in town", F)],
        ["Ashby Vale", "Garthwaite", "Thornby", "Upwell"],
    ),
    (
        "ma3-04",
        "nia quinn trains at a couple of clubs - where is their kit supplier's stuff made?",
        ["Nia Quinn"],
        [("member of", F), ("outfitter", F), ("made in", F)],
        ["Pakistan", "Thailand"],
    ),
    (
        "ma3-05",
        "what styles do the clubs that fought at the tournament in Oakholme teach",
        ["Oakholme"],
        [("held in", B), ("entry", F), ("style", F)],
        ["Judo", "Kendo", "Muay Thai", "Shotokan Karate"],
    ),
    (
        "ma3-06",
        "Where are the federations chaired by Falcon Taekwondo's head instructor based?",
        ["Falcon Taekwondo"],
        [("sensei", F), ("chair", B), ("HQ", F)],
        ["Marrick", "Pellworth", "Upwell"],
    ),
    (
        "ma3-07",
        "which county does the examiner from the Iron Crane Karate Club Spring "
        "Grading 2025 live in",
        ["Iron Crane Karate Club Spring Grading 2025"],
        [("examiner", F), ("lives in", F), ("county", F)],
        ["Tarnside"],
    ),
    (
        "ma3-08",
        "Kenji Fairley won a tournament; where is the firm that sponsored it based?",
        ["Kenji Fairley"],
        [("gold", B), ("sponsor", F), ("based in", F)],
        ["Kirkbeck"],
    ),
    (
        "ma3-09",
        "what belts do people hold who passed a grading Tom Morgan examined",
        ["Tom Morgan"],
        [("examiner", B), ("passed", F), ("belt", F)],
        ["Blue Belt", "Orange Belt", "White Belt"],
    ),
    (
        "ma3-10",
        "who are the personal coaches of the students at Black Oak BJJ's sister club",
        ["Black Oak BJJ"],
        [("twinned", B), ("member of", B), ("coach", F)],
        ["Ali Lindqvist", "Daisy Hughes"],
    ),
    (
        "ma3-11",
        "the club twinned with Wickham Ford Taekwondo - what country does its style come from",
        ["Wickham Ford Taekwondo"],
        [("twinned", F), ("style", F), ("origin", F)],
        ["South Korea"],
    ),
    (
        "ma3-12",
        "who trained the examiner who graded students at Zennor Bay Jiu-Jitsu",
        ["Zennor Bay Jiu-Jitsu"],
        [("grading at", B), ("examiner", F), ("lineage", F)],
        ["Yusuf Dobson"],
    ),
    (
        "ma3-13",
        "what kinds of martial art are taught in Tarnside",
        ["Tarnside"],
        [("county", B), ("in town", B), ("style", F)],
        [
            "Brazilian Jiu-Jitsu",
            "Judo",
            "Kyokushin Karate",
            "Muay Thai",
            "Shotokan Karate",
            "Wado-Ryu Karate",
            "Wing Chun",
        ],
    ),
    (
        "ma3-14",
        "Who are the head instuctors of the clubs that rent a hall in Zennor Bay?",
        ["Zennor Bay"],
        [("in town", B), ("hires", B), ("sensei", F)],
        ["Aiko Kowalski", "Marcus Park"],
    ),
    (
        "ma3-15",
        "which counties do the gold medallists of Autumn Dragon Open 2025 live in",
        ["Autumn Dragon Open 2025"],
        [("gold", F), ("lives in", F), ("county", F)],
        ["Holmshire"],
    ),
    # not found: no name of the graph in them
    ("man-01", "who is head instructor at Crimson Dragon Dojo", 1),
    ("man-02", "which belt does Harriet Okonkwo hold", 1),
    ("man-03", "where is the Southern Kickboxing Federation based", 1),
    ("man-04", "who won the Midlands Karate Masters 2023", 1),
    ("man-05", "what town is greystone capoeira club in", 1),
    # the graph lacks the relation
    (
        "mal-01",
        "how much are the monthly fees at Red Lantern Dojo",
        ["Red Lantern Dojo"],
        1,
        "membership fee",
    ),
    ("mal-02", "what year was Eight Limbs Gym founded", ["Eight Limbs Gym"], 1, "founding year"),
    ("mal-03", "how old is Oscar Rahman", ["Oscar Rahman"], 1, "age"),
    (
        "mal-04",
        "phone number for harlow end judo club?",
        ["Harlow End Judo Club"],
        1,
        "phone number",
    ),
    ("mal-05", "What weight class does Ali Morgan fight in?", ["Ali Morgan"], 1, "weight class"),
    (
        "mal-06",
        "what time do classes start at Seven Winds Aikikai",
        ["Seven Winds Aikikai"],
        1,
        "class times",
    ),
    ("mal-07", "when did Isla Quinn get her black belt", ["Isla Quinn"], 1, "date graded"),
    ("mal-08", "Who founded the Northern Karate Union?", ["Northern Karate Union"], 1, "founder"),
    ("mal-09", "how many people fit in the Old Drill Hall", ["Old Drill Hall"], 1, "capacity"),
    (
        "mal-10",
        "how much prize money was up for grabs at the Tarnside Cup 2026",
        ["Tarnside Cup 2026"],
        1,
        "prize money",
    ),
    (
        "mal-11",
        "who is the head instructor of the Aiki Fellowship",
        ["Aiki Fellowship"],
        1,
        "none for entity: sensei",
    ),
    (
        "mal-12",
        "which hall does Blue Tiger Taekwondo hire",
        ["Blue Tiger Taekwondo"],
        1,
        "none for entity: hires",
    ),
    (
        "mal-13",
        "does Red Lantern Dojo have a sister club",
        ["Red Lantern Dojo"],
        1,
        "none for entity: twinned",
    ),
    ("mal-14", "who coaches Marcus Morgan", ["Marcus Morgan"], 1, "none for entity: coach"),
    ("mal-15", "who did Tom Morgan learn under", ["Tom Morgan"], 1, "none for entity: lineage"),
]

if __name__ == "__main__":
    triples, names = build()
    write(triples, names)
    write_questions_by_name(HERE, triples, names, SPECS)
