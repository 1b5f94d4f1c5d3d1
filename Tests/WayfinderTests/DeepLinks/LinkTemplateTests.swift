import Foundation
import Testing
import Wayfinder

/// A shop whose links follow its website: `/shop/{sku}`, `/shop/{sku}/reviews/{page}`,
/// `/shop/p/{page}/of/{sku}`.
@Route(path: "shop")
enum ShopRoute {
  case catalogue
  case cart
  @Link(":sku")
  case product(sku: String)
  @Link("reviews/:sku/:page")
  case reviews(sku: String, page: Int)
  @Link("p/:page/of/:sku")
  case page(sku: String, page: Int)
  @Presents(.sheet)
  case share(sku: String)
}

/// Issues numbered by `Int`: a link starting with a value that words cannot be.
@Route(path: "issues")
enum IssueRoute {
  case open
  case closed
  @Link(":number")
  case issue(number: Int)
}

/// Pages named by a word, then numbered: a link that starts with a value and has another.
@Route(path: "pages")
enum PageRoute {
  case home
  @Link(":name/:page")
  case page(name: String, page: Int)
}

/// Another feature placed in the shop's tab, whose links start with a value or a shop's word.
@Route(path: "offers")
enum OfferRoute {
  @Link(":code")
  case offer(code: String)
  @Link("cart/:code")
  case cartOffer(code: String)
  @Link("deals/:code")
  case deal(code: String)
}

/// Link templates: a route's segments where the website has them, read and written alike,
/// checked when the resolver is built, and every refused link names its segment.
@Suite struct LinkTemplateTests {
  static func builder() -> DeepLinkResolverBuilder {
    var builder = DeepLinkResolverBuilder(scheme: "x", host: "app")
    builder.addTab(TabDeclaration("shop"))
    builder.addTab(TabDeclaration("issues"))
    builder.addRoutes(ShopRoute.self, toTab: "shop", root: .catalogue)
    builder.addRoutes(IssueRoute.self, toTab: "issues", root: .open)
    builder.addTab(TabDeclaration("pages"))
    builder.addRoutes(PageRoute.self, toTab: "pages", root: .home)
    builder.addOrigin(.universalLink(domain: "shop.example.com"))
    return builder
  }

  static let resolver: DeepLinkResolver = {
    do { return try builder().build() } catch { preconditionFailure("fixture: \(error)") }
  }()

  /// Opens a link on the first state and returns the state and the link written back.
  static func roundTrip(_ link: String) throws -> (NavigationState, String) {
    let resolution = try resolver.resolve(link)
    var state = try #require(resolver.makeInitialState())
    try state.apply(.batch(resolution.commands))
    return (state, try resolver.link(for: state))
  }

  static func shopPath(_ state: NavigationState) -> [AnyRoute] {
    state.tab("shop")?.content.base.path ?? []
  }

  @Test func aTemplatedLinkOpensItsRouteAndIsWrittenInItsShape() throws {
    for origin in ["x://app", "https://shop.example.com"] {
      let (product, written) = try Self.roundTrip(origin + "/shop/A-42")
      #expect(Self.shopPath(product) == [AnyRoute(ShopRoute.product(sku: "A-42"))])
      #expect(written == "x://app/shop/A-42")

      // The review page inherits the product's value, so it is left out after the word.
      let (reviews, reviewLink) = try Self.roundTrip(origin + "/shop/A-42/reviews/3")
      #expect(
        Self.shopPath(reviews) == [
          AnyRoute(ShopRoute.product(sku: "A-42")),
          AnyRoute(ShopRoute.reviews(sku: "A-42", page: 3)),
        ])
      #expect(reviewLink == "x://app/shop/A-42/reviews/3")

      // Values in another order than the case's, words between them.
      let (page, pageLink) = try Self.roundTrip(origin + "/shop/p/2/of/B%2F7")
      #expect(Self.shopPath(page) == [AnyRoute(ShopRoute.page(sku: "B/7", page: 2))])
      #expect(pageLink == "x://app/shop/p/2/of/B%2F7")
    }
  }

  @Test func aRouteAfterAnotherWritesEveryValueTheTemplateNeeds() throws {
    // Reviews on their own carry their product; after another product they say which.
    var state = try #require(Self.resolver.makeInitialState())
    try state.apply(.push(AnyRoute(ShopRoute.reviews(sku: "C", page: 1))))
    #expect(try Self.resolver.link(for: state) == "x://app/shop/reviews/C/1")
    try state.apply(.push(AnyRoute(ShopRoute.product(sku: "D"))))
    try state.apply(.push(AnyRoute(ShopRoute.reviews(sku: "E", page: 2))))
    let link = try Self.resolver.link(for: state)
    #expect(link == "x://app/shop/reviews/C/1/D/reviews;sku=E/2")
    var opened = try #require(Self.resolver.makeInitialState())
    try opened.apply(.batch(try Self.resolver.resolve(link).commands))
    #expect(opened == state)
  }

  @Test func aStyleFollowsTheFirstSegmentOfALinkThatStartsWithAValue() throws {
    var state = try #require(Self.resolver.makeInitialState())
    try state.apply(.present(AnyRoute(ShopRoute.product(sku: "A")), style: .sheet))
    try state.apply(.push(AnyRoute(ShopRoute.cart)))
    let link = try Self.resolver.link(for: state)
    #expect(link == "x://app/shop/A;sheet/cart")
    var opened = try #require(Self.resolver.makeInitialState())
    try opened.apply(.batch(try Self.resolver.resolve(link).commands))
    #expect(opened == state)
  }

  @Test func aWordOrARouteNameIsNeverReadAsAValue() throws {
    // `cart` is a word of the tab: it opens the cart, never a product called `cart`.
    let (cart, _) = try Self.roundTrip("x://app/shop/cart")
    #expect(Self.shopPath(cart) == [AnyRoute(ShopRoute.cart)])
    // `product` is a route's name, whose link does not start with it: not a product either.
    // The error says how that route's link is written instead.
    #expect(
      throws: DeepLinkError.malformed(
        segment: 2, found: "product",
        expected: "route 'product' as its link writes it, '{sku: String}'")
    ) { try Self.resolver.resolve("x://app/shop/product/A") }
    // So a product whose value is one of them, or empty, has no link, and says why.
    for sku in ["cart", "product", "reviews", ""] {
      var state = try #require(Self.resolver.makeInitialState())
      try state.apply(.push(AnyRoute(ShopRoute.product(sku: sku))))
      #expect(
        throws: DeepLinkGenerationError.valueReadsAsName(
          AnyRoute(ShopRoute.product(sku: sku)), value: sku)
      ) { try Self.resolver.canonicalLink(for: state) }
    }
  }

  @Test func everyRefusedTemplatedLinkNamesItsSegment() throws {
    let cases: [(String, DeepLinkError)] = [
      ("/shop/p/x/of/A", .badValue(segment: 3, expected: "Int", found: "x")),
      (
        "/shop/p/2/off/A",
        .malformed(segment: 4, found: "off", expected: "'of' in the link of route 'page'")
      ),
      (
        "/shop/p/2", .malformed(segment: 4, found: "", expected: "'of' in the link of route 'page'")
      ),
      (
        "/shop/p/2/of",
        .missingValue(segment: 5, route: "page", parameter: "sku", expected: "String")
      ),
      (
        "/shop/reviews/A",
        .missingValue(segment: 4, route: "reviews", parameter: "page", expected: "Int")
      ),
      ("/shop/A/reviews/two", .badValue(segment: 4, expected: "Int", found: "two")),
      ("/issues/x1", .badValue(segment: 2, expected: "Int", found: "x1")),
      (
        "/issues/7;label",
        .badStyle(
          segment: 2, found: "label",
          allowed: ["push", "sheet", "fullscreen", "popover", "ornament"])
      ),
    ]
    for (path, expected) in cases {
      #expect(throws: expected, "\(path)") { try Self.resolver.resolve("x://app" + path) }
    }
  }

  @Test func aMisspeltWordIsSuggestedWhenItCannotBeTheValue() throws {
    // An issue number is an `Int`, so `opne` is no issue: it is the tab's `open`, misspelt.
    #expect(
      throws: DeepLinkError.unknownRoute(
        segment: 2, found: "opne", container: .tab("issues"), suggestion: "open")
    ) { try Self.resolver.resolve("x://app/issues/opne") }
    // Only when the first value is the one that does not decode: `hme` is a fine name, one edit
    // from the tab's `home`, and the page after it is what is wrong.
    #expect(throws: DeepLinkError.badValue(segment: 3, expected: "Int", found: "x")) {
      try Self.resolver.resolve("x://app/pages/hme/x")
    }
    let (issue, link) = try Self.roundTrip("x://app/issues/12")
    #expect(issue.tab("issues")?.content.base.path == [AnyRoute(IssueRoute.issue(number: 12))])
    #expect(link == "x://app/issues/12")
  }

  @Test func templatesThatMakeALinkAmbiguousAreRefusedNamingBothRoutes() throws {
    // Two features in one tab whose links both start with a value.
    var values = Self.builder()
    values.addRoutes(OfferRoute.self, toTab: "shop")
    #expect(
      throws: DeepLinkBuildError.conflictingTemplates(
        container: .tab("shop"), first: "shop.product", second: "offers.offer")
    ) { try values.makeResolver() }
    // A feature whose link starts with a word the shop's cart already starts with.
    var words = DeepLinkResolverBuilder(scheme: "x", host: "app")
    words.addTab(TabDeclaration("shop"))
    words.addRoutes(ShopRoute.self, toTab: "shop")
    words.addRoutes(
      RouteRegistration(
        module: "offers",
        cases: [
          RouteCase(
            name: "cartOffer", parameters: [.init(label: "code", type: String.self)],
            link: "cart/:code")
        ]
      ) { _, _ in ValidatedRoute(presentation: .push) }, to: .tab("shop"))
    #expect(
      throws: DeepLinkBuildError.conflictingRoutes(
        container: .tab("shop"), name: "cart", first: "shop.cart", second: "offers.cartOffer")
    ) { try words.makeResolver() }
  }

  @Test func aTemplateDescribedWithoutTheMacroIsCheckedWhenBuilding() throws {
    let wrong: [(String, String)] = [
      (":code/:code", "':code' stands twice"),
      ("deals", "it leaves out ':code'; every value of the case stands once"),
      (":coupon", "':coupon' is not a labelled value of the case; its values are :code"),
      ("a//:code", "it has an empty segment; write segments such as ':id/edit'"),
      ("a b/:code", "'a b' is not a plain word (A-Z a-z 0-9 - . _ ~)"),
    ]
    for (template, problem) in wrong {
      var builder = DeepLinkResolverBuilder(scheme: "x", host: "app")
      builder.addTab(TabDeclaration("shop"))
      builder.addRoutes(
        RouteRegistration(
          module: "offers",
          cases: [
            RouteCase(
              name: "deal", parameters: [.init(label: "code", type: String.self)], link: template)
          ]
        ) { _, _ in ValidatedRoute(presentation: .push) }, to: .tab("shop"))
      #expect(
        throws: DeepLinkBuildError.invalidTemplate(
          route: "offers.deal", template: template, problem: problem)
      ) { try builder.makeResolver() }
    }
  }

  @Test func theCatalogueListsEachRouteInItsTemplate() {
    let patterns = Set(Self.resolver.linkPatterns)
    for pattern in [
      "/shop/{sku: String}", "/shop/reviews/{sku: String}/{page: Int}",
      "/shop/p/{page: Int}/of/{sku: String}", "/shop/share/{sku: String}", "/issues/{number: Int}",
    ] {
      #expect(patterns.contains(pattern), "\(pattern)")
    }
    #expect(!patterns.contains("/shop/product/{sku: String}"))
  }
}
