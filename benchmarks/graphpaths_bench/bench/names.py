"""Readable, distinct entity names for synthetic graphs, from seeded word lists.

Each kind of name (:data:`NAME_KINDS`: person, paper title, institution, field of study) is
a sequence of *levels*, shortest form first; a level is a format and the word lists that fill
it, and every combination of its words is one name. :func:`distinct_names` takes the first
``n`` names of the levels in order (a level is used up before the next one starts), each
level's combinations in a seeded random order unless ``ordered``. Different levels and
kinds never produce the same string (their formats differ), so all names are distinct.

Names are Python strings (one per entity); the choice of combinations is numpy.

Example:
    >>> names = distinct_names("field_of_study", 3, seed=0, ordered=True)
    >>> names
    ['Computer Science', 'Medicine', 'Biology']
    >>> len(set(distinct_names("person", 5000, seed=1)))
    5000
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from graphpaths.errors import InputError
from graphpaths.validation import check_int

__all__ = ["NAME_KINDS", "capacity", "distinct_names"]


def _words(text: str, sep: str | None = None) -> tuple[str, ...]:
    """The words of ``text`` (split at ``sep``, default whitespace), once each, in order."""
    return tuple(dict.fromkeys(text.split(sep)))


_FIRST = _words(
    "Maria Anna Elena Sofia Laura Julia Clara Emma Olga Irene Nadia Yuki Mei Aiko Priya Anjali "
    "Fatima Amina Leila Sara Ingrid Astrid Hanna Katarzyna Agnieszka Zofia Lucia Carmen Rosa "
    "Beatriz Ana Camila Valentina Isabel Chiara Giulia Francesca Marta Eva Lena Nina Vera Ruth "
    "Esther Miriam Grace Alice Helen Margaret Susan Linda Karen Rachel Naomi Hiroko Sakura "
    "Ji-woo Min-seo Xin Li Wei Ling Ying Hui Aisha Zainab Chidinma Ngozi Wanjiru Thandiwe "
    "John James Robert Michael David William Thomas Daniel Paul Mark George Peter Andrew "
    "Stefan Jan Piotr Tomasz Pavel Ivan Dmitri Sergei Mikhail Lars Erik Nils Henrik Anders "
    "Luca Marco Matteo Giovanni Carlos Javier Miguel Pablo Diego Rafael Joao Pedro Hiroshi "
    "Takeshi Kenji Satoshi Haruto Jun Wei-ming Hao Jian Feng Rahul Arjun Vikram Sanjay Amit "
    "Omar Yusuf Ahmed Karim Tariq Kwame Kofi Chinedu Tunde Samuel Jonas Felix Max Leon Paul "
    "Hugo Louis Antoine Pierre Julien Mateo Bruno Oscar Victor Adrian Tobias Simon Noah"
)
_LAST = _words(
    "Kowalski Nowak Wisniewski Novak Horvath Kovacs Schmidt Muller Schneider Fischer Weber "
    "Meyer Wagner Becker Hoffmann Richter Klein Wolf Schroeder Neumann Braun Zimmermann "
    "Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Taylor Thomas Moore "
    "Martin Jackson Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright "
    "Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans "
    "Turner Parker Collins Edwards Stewart Morris Murphy Cook Rogers Morgan Cooper Peterson "
    "Garcia Rodriguez Martinez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores "
    "Rivera Gomez Diaz Reyes Morales Ortiz Castillo Romero Alvarez Rossi Russo Ferrari Esposito "
    "Bianchi Romano Colombo Ricci Marino Greco Bruno Gallo Conti Costa Giordano Mancini Silva "
    "Santos Oliveira Souza Pereira Ferreira Almeida Carvalho Ribeiro Dubois Durand Lefebvre "
    "Moreau Laurent Girard Bonnet Fontaine Rousseau Lambert Tanaka Suzuki Takahashi Watanabe "
    "Ito Yamamoto Nakamura Kobayashi Kato Yoshida Yamada Sasaki Matsumoto Inoue Kimura Wang "
    "Zhang Liu Chen Yang Huang Zhao Zhou Xu Sun Ma Zhu Hu Guo Lin Kim Lee Park Choi Jung Kang "
    "Cho Yoon Jang Lim Patel Sharma Singh Kumar Gupta Das Reddy Iyer Nair Rao Mehta Joshi "
    "Ivanov Petrov Smirnov Volkov Sokolov Popov Lebedev Kozlov Novikov Morozov Hansen "
    "Johansson Nilsson Larsson Olsen Andersen Jensen Nielsen Virtanen Korhonen Jansen "
    "DeVries Bakker Visser Smit Mulder Okafor Mensah Adeyemi Osei Mwangi Otieno Diallo "
    "Haddad Khalil Nasser Aziz Rahman Hossain Yilmaz Demir Kaya Sahin Celik Papadopoulos "
    "Nikolaidis Georgiou"
)
_INITIALS = tuple("ABCDEFGHIJKLMNOPRSTVW")

_ADJECTIVES = _words(
    "Efficient Scalable Robust Adaptive Sparse Deep Probabilistic Bayesian Distributed "
    "Hierarchical Incremental Unsupervised Semi-Supervised Contrastive Federated Interpretable "
    "Approximate Randomized Parallel Dynamic Spectral Geometric Causal Differentiable Neural "
    "Stochastic Variational Compressed Streaming Lightweight Multimodal Temporal Graph-Based "
    "Kernel-Based Quantum Energy-Aware Fair Secure Optimal Online"
)
_METHODS = _words(
    "Kernels Embeddings Transformers Autoencoders Estimators Algorithms Heuristics Models "
    "Networks Classifiers Solvers Samplers Indexes Sketches Filters Representations Priors "
    "Attention Mechanisms Policies Planners Optimizers Regularizers Decompositions "
    "Factorizations Simulations Protocols Architectures Pipelines Benchmarks Metrics Bounds "
    "Approximations Ensembles Trees Graphs Codes Schedulers Compilers Agents"
)
_DOMAINS = _words(
    "Protein Genome Traffic Climate Language Image Speech Video Molecular Financial Medical "
    "Social Network Sensor Satellite Legal Retail Energy Seismic Clinical Chemical Urban "
    "Ocean Crop Battery Material Robot Circuit Cloud Database Text Music Brain Cell Galaxy "
    "Supply-Chain Wireless Epidemic Knowledge-Graph Software"
)
_TASKS = _words(
    "Folding Prediction Classification Segmentation Retrieval Ranking Forecasting Detection "
    "Generation Recognition Translation Summarization Clustering Alignment Reconstruction "
    "Tracking Localization Compression Search Scheduling Routing Diagnosis Monitoring "
    "Synthesis Verification Simulation Inference Estimation Control Planning Matching "
    "Denoising Labeling Parsing Indexing Analysis Discovery Completion Reasoning Design"
)
_PROPERTIES = _words(
    "Convergence Complexity Stability Robustness Expressiveness Limits Generalization "
    "Calibration Identifiability Optimality Consistency Hardness Sample Complexity "
    "Scalability Fairness Privacy Reproducibility Sensitivity Capacity Universality "
    "Learnability Approximability Decidability Efficiency Transferability Memorization "
    "Sparsity Smoothness Invariance Duality"
)
_PLACE_HEADS = _words(
    "North South East West New Lake River Stone Oak Maple Pine Cedar Elm Ash Silver Golden "
    "Green Red White Black Bright Clear Fair High Low Long Mill Bridge Rock Sand Frost Sun "
    "Moon Star Iron Copper Glen Brook Fox Wolf Bear Eagle Hawk Swan Rose Thorn Willow Birch "
    "Ember Crystal Amber Coral Harbor Haven Cliff Dale Marsh Heather Summer Winter Spring"
)
_PLACE_TAILS = _words(
    "vale field ford bridge port haven wood burg ton ville dale mont view ridge crest brook "
    "gate hill moor stead wick worth shire bury land minster cliff shore bay side hurst holm "
    "mere ley wyn by thorpe chester caster"
)
_INSTITUTION_FORMS = (
    "University of {0}",
    "{0} University",
    "{0} Institute of Technology",
    "{0} State University",
    "{0} College",
    "Technical University of {0}",
    "{0} Polytechnic Institute",
    "{0} Research Institute",
    "{0} School of Medicine",
    "National Laboratory of {0}",
)
_DISCIPLINES = _words(
    "Computer Science|Medicine|Biology|Chemistry|Physics|Mathematics|Engineering|Psychology|"
    "Economics|Materials Science|Geology|Geography|Sociology|Political Science|Philosophy|"
    "Art|History|Business|Environmental Science|Topology|Algebra|Statistics|Genetics|"
    "Neuroscience|Ecology|Astronomy|Linguistics|Optics|Acoustics|Thermodynamics|"
    "Machine Learning|Artificial Intelligence|Data Mining|Computer Vision|Robotics|"
    "Cryptography|Databases|Operating Systems|Computer Networks|Software Engineering|"
    "Information Retrieval|Natural Language Processing|Control Theory|Signal Processing|"
    "Combinatorics|Number Theory|Geometry|Calculus|Probability|Game Theory|Immunology|"
    "Oncology|Cardiology|Pharmacology|Epidemiology|Virology|Microbiology|Biochemistry|"
    "Botany|Zoology|Paleontology|Oceanography|Meteorology|Seismology|Mineralogy|Metallurgy|"
    "Nanotechnology|Photonics|Electronics|Mechanics|Hydrology|Agronomy|Forestry|"
    "Anthropology|Archaeology|Demography|Criminology|Education|Law|Finance|Accounting|"
    "Marketing|Management|Ethics|Logic|Rhetoric|Musicology|Architecture|Urban Planning|"
    "Toxicology|Pathology|Radiology|Surgery|Nursing|Dentistry|Veterinary Science|"
    "Biophysics|Geophysics|Astrophysics|Crystallography|Spectroscopy|Catalysis|Polymer Science",
    sep="|",
)
_FIELD_MODIFIERS = _words(
    "Applied Computational Theoretical Experimental Quantum Molecular Clinical Statistical "
    "Mathematical Environmental Evolutionary Cognitive Structural Industrial Digital Medical "
    "Nuclear Organic Inorganic Analytical Physical Social Behavioral Comparative Historical "
    "Biomedical Numerical Algebraic Differential Discrete Stochastic Nonlinear Cellular "
    "Marine Planetary Urban Agricultural Financial Forensic Developmental Geometric Chemical "
    "Computational-Systems Translational Integrative Synthetic Spatial Temporal Network "
    "Information"
)
_FIELD_AREAS = _words(
    "Systems Data Network Signal Energy Materials Health Population Information Risk "
    "Decision Process Surface Particle Fluid Tissue Protein Gene Climate Image Language "
    "Learning Security Control Sensor Graph"
)


@dataclass(frozen=True)
class _Level:
    """One form of name: a format string and the word lists that fill its fields."""

    form: str
    words: tuple[tuple[str, ...], ...]

    @property
    def size(self) -> int:
        return int(np.prod([len(w) for w in self.words], dtype=np.int64))

    def render(self, codes: np.ndarray) -> list[str]:
        digits = np.unravel_index(codes, tuple(len(w) for w in self.words))
        columns = [
            [words[i] for i in d.tolist()] for words, d in zip(self.words, digits, strict=True)
        ]
        return [self.form.format(*parts) for parts in zip(*columns, strict=True)]


def _t(words: list[str] | tuple[str, ...]) -> tuple[str, ...]:
    """The words once each, in order."""
    return tuple(dict.fromkeys(words))


_PLACES = _t([h + t for h in _PLACE_HEADS for t in _PLACE_TAILS])

#: The name levels of each kind, shortest (most common) form first.
NAME_KINDS: dict[str, tuple[_Level, ...]] = {
    "person": (
        _Level("{0} {1}", (_FIRST, _LAST)),
        _Level("{0} {1}. {2}", (_FIRST, _INITIALS, _LAST)),
        _Level("{0} {1}. {2}. {3}", (_FIRST, _INITIALS, _INITIALS, _LAST)),
    ),
    "paper": (
        _Level("{0} {1} for {2} {3}", (_ADJECTIVES, _METHODS, _DOMAINS, _TASKS)),
        _Level("On the {0} of {1} {2}", (_PROPERTIES, _ADJECTIVES, _METHODS)),
        _Level(
            "Towards {0} {1} {2}: {3} {4}",
            (_ADJECTIVES, _DOMAINS, _TASKS, _ADJECTIVES, _METHODS),
        ),
    ),
    "institution": (
        *(_Level(form.format("{0}"), (_PLACES,)) for form in _INSTITUTION_FORMS),
        *(
            _Level(form.format("{0}") + " at {1}", (_PLACES, _PLACES))
            for form in _INSTITUTION_FORMS[:3]
        ),
    ),
    "field_of_study": (
        _Level("{0}", (_DISCIPLINES,)),
        _Level("{0} {1}", (_FIELD_MODIFIERS, _DISCIPLINES)),
        _Level("{0} {1} {2}", (_FIELD_MODIFIERS, _FIELD_AREAS, _DISCIPLINES)),
    ),
}


def capacity(kind: str) -> int:
    """How many distinct names ``kind`` has."""
    return sum(level.size for level in _levels(kind))


def _levels(kind: str) -> tuple[_Level, ...]:
    try:
        return NAME_KINDS[kind]
    except KeyError:
        raise InputError(f"name kind {kind!r} is not one of {', '.join(NAME_KINDS)}") from None


def distinct_names(kind: str, n: int, *, seed: int = 0, ordered: bool = False) -> list[str]:
    """``n`` distinct names of ``kind``: the levels in order, each level's combinations in a
    seeded random order, the whole shuffled. ``ordered``: not shuffled, and the first level
    in the word lists' order, so the first names are the shortest and the first words (for
    names given by rank, e.g. the biggest fields of study first).

    Raises:
        InputError: ``n`` exceeds :func:`capacity` of the kind.
    """
    levels = _levels(kind)
    check_int(None, "n", n, low=0, error=InputError)
    if n > capacity(kind):
        raise InputError(f"{n} {kind} names asked for; the word lists make {capacity(kind)}")
    rng = np.random.default_rng([seed, *kind.encode()])
    names: list[str] = []
    for level in levels:
        want = min(n - len(names), level.size)
        if want <= 0:
            break
        if ordered and not names:
            codes = np.arange(want, dtype=np.int64)
        else:
            codes = rng.choice(level.size, size=want, replace=False)
        names.extend(level.render(codes))
    if not ordered:
        order = rng.permutation(len(names))
        names = [names[i] for i in order.tolist()]
    return names
