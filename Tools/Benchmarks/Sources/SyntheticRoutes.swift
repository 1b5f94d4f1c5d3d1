// Written by Tools/Benchmarks/synthetic-routes.sh; change the script, not this file.

import Wayfinder

/// The route types of the synthetic tables, module `m0` first: every table of `n` modules
/// registers the first `n`.
enum SyntheticRoutes {
  /// The number of cases of every module.
  static let casesPerModule = 20
  /// `M0Route` to `M99Route`, in order.
  static let types: [any NavigationRoute.Type] = [
    M0Route.self, M1Route.self, M2Route.self, M3Route.self, M4Route.self,
    M5Route.self, M6Route.self, M7Route.self, M8Route.self, M9Route.self,
    M10Route.self, M11Route.self, M12Route.self, M13Route.self, M14Route.self,
    M15Route.self, M16Route.self, M17Route.self, M18Route.self, M19Route.self,
    M20Route.self, M21Route.self, M22Route.self, M23Route.self, M24Route.self,
    M25Route.self, M26Route.self, M27Route.self, M28Route.self, M29Route.self,
    M30Route.self, M31Route.self, M32Route.self, M33Route.self, M34Route.self,
    M35Route.self, M36Route.self, M37Route.self, M38Route.self, M39Route.self,
    M40Route.self, M41Route.self, M42Route.self, M43Route.self, M44Route.self,
    M45Route.self, M46Route.self, M47Route.self, M48Route.self, M49Route.self,
    M50Route.self, M51Route.self, M52Route.self, M53Route.self, M54Route.self,
    M55Route.self, M56Route.self, M57Route.self, M58Route.self, M59Route.self,
    M60Route.self, M61Route.self, M62Route.self, M63Route.self, M64Route.self,
    M65Route.self, M66Route.self, M67Route.self, M68Route.self, M69Route.self,
    M70Route.self, M71Route.self, M72Route.self, M73Route.self, M74Route.self,
    M75Route.self, M76Route.self, M77Route.self, M78Route.self, M79Route.self,
    M80Route.self, M81Route.self, M82Route.self, M83Route.self, M84Route.self,
    M85Route.self, M86Route.self, M87Route.self, M88Route.self, M89Route.self,
    M90Route.self, M91Route.self, M92Route.self, M93Route.self, M94Route.self,
    M95Route.self, M96Route.self, M97Route.self, M98Route.self, M99Route.self,
  ]
}

/// Module `m0`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m0")
enum M0Route {
  case m0list, m0detail(id: String)
  @Presents(.sheet) case m0edit(id: String)
  case m0item(number: Int)
  case m0page4(number: Int), m0page5
  case m0page6(number: Int), m0page7
  case m0page8(number: Int), m0page9
  case m0page10(number: Int), m0page11
  case m0page12(number: Int), m0page13
  case m0page14(number: Int), m0page15
  case m0page16(number: Int), m0page17
  case m0page18(number: Int), m0page19
}

/// Module `m1`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m1")
enum M1Route {
  case m1list, m1detail(id: String)
  @Presents(.sheet) case m1edit(id: String)
  case m1item(number: Int)
  case m1page4(number: Int), m1page5
  case m1page6(number: Int), m1page7
  case m1page8(number: Int), m1page9
  case m1page10(number: Int), m1page11
  case m1page12(number: Int), m1page13
  case m1page14(number: Int), m1page15
  case m1page16(number: Int), m1page17
  case m1page18(number: Int), m1page19
}

/// Module `m2`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m2")
enum M2Route {
  case m2list, m2detail(id: String)
  @Presents(.sheet) case m2edit(id: String)
  case m2item(number: Int)
  case m2page4(number: Int), m2page5
  case m2page6(number: Int), m2page7
  case m2page8(number: Int), m2page9
  case m2page10(number: Int), m2page11
  case m2page12(number: Int), m2page13
  case m2page14(number: Int), m2page15
  case m2page16(number: Int), m2page17
  case m2page18(number: Int), m2page19
}

/// Module `m3`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m3")
enum M3Route {
  case m3list, m3detail(id: String)
  @Presents(.sheet) case m3edit(id: String)
  case m3item(number: Int)
  case m3page4(number: Int), m3page5
  case m3page6(number: Int), m3page7
  case m3page8(number: Int), m3page9
  case m3page10(number: Int), m3page11
  case m3page12(number: Int), m3page13
  case m3page14(number: Int), m3page15
  case m3page16(number: Int), m3page17
  case m3page18(number: Int), m3page19
}

/// Module `m4`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m4")
enum M4Route {
  case m4list, m4detail(id: String)
  @Presents(.sheet) case m4edit(id: String)
  case m4item(number: Int)
  case m4page4(number: Int), m4page5
  case m4page6(number: Int), m4page7
  case m4page8(number: Int), m4page9
  case m4page10(number: Int), m4page11
  case m4page12(number: Int), m4page13
  case m4page14(number: Int), m4page15
  case m4page16(number: Int), m4page17
  case m4page18(number: Int), m4page19
}

/// Module `m5`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m5")
enum M5Route {
  case m5list, m5detail(id: String)
  @Presents(.sheet) case m5edit(id: String)
  case m5item(number: Int)
  case m5page4(number: Int), m5page5
  case m5page6(number: Int), m5page7
  case m5page8(number: Int), m5page9
  case m5page10(number: Int), m5page11
  case m5page12(number: Int), m5page13
  case m5page14(number: Int), m5page15
  case m5page16(number: Int), m5page17
  case m5page18(number: Int), m5page19
}

/// Module `m6`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m6")
enum M6Route {
  case m6list, m6detail(id: String)
  @Presents(.sheet) case m6edit(id: String)
  case m6item(number: Int)
  case m6page4(number: Int), m6page5
  case m6page6(number: Int), m6page7
  case m6page8(number: Int), m6page9
  case m6page10(number: Int), m6page11
  case m6page12(number: Int), m6page13
  case m6page14(number: Int), m6page15
  case m6page16(number: Int), m6page17
  case m6page18(number: Int), m6page19
}

/// Module `m7`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m7")
enum M7Route {
  case m7list, m7detail(id: String)
  @Presents(.sheet) case m7edit(id: String)
  case m7item(number: Int)
  case m7page4(number: Int), m7page5
  case m7page6(number: Int), m7page7
  case m7page8(number: Int), m7page9
  case m7page10(number: Int), m7page11
  case m7page12(number: Int), m7page13
  case m7page14(number: Int), m7page15
  case m7page16(number: Int), m7page17
  case m7page18(number: Int), m7page19
}

/// Module `m8`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m8")
enum M8Route {
  case m8list, m8detail(id: String)
  @Presents(.sheet) case m8edit(id: String)
  case m8item(number: Int)
  case m8page4(number: Int), m8page5
  case m8page6(number: Int), m8page7
  case m8page8(number: Int), m8page9
  case m8page10(number: Int), m8page11
  case m8page12(number: Int), m8page13
  case m8page14(number: Int), m8page15
  case m8page16(number: Int), m8page17
  case m8page18(number: Int), m8page19
}

/// Module `m9`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m9")
enum M9Route {
  case m9list, m9detail(id: String)
  @Presents(.sheet) case m9edit(id: String)
  case m9item(number: Int)
  case m9page4(number: Int), m9page5
  case m9page6(number: Int), m9page7
  case m9page8(number: Int), m9page9
  case m9page10(number: Int), m9page11
  case m9page12(number: Int), m9page13
  case m9page14(number: Int), m9page15
  case m9page16(number: Int), m9page17
  case m9page18(number: Int), m9page19
}

/// Module `m10`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m10")
enum M10Route {
  case m10list, m10detail(id: String)
  @Presents(.sheet) case m10edit(id: String)
  case m10item(number: Int)
  case m10page4(number: Int), m10page5
  case m10page6(number: Int), m10page7
  case m10page8(number: Int), m10page9
  case m10page10(number: Int), m10page11
  case m10page12(number: Int), m10page13
  case m10page14(number: Int), m10page15
  case m10page16(number: Int), m10page17
  case m10page18(number: Int), m10page19
}

/// Module `m11`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m11")
enum M11Route {
  case m11list, m11detail(id: String)
  @Presents(.sheet) case m11edit(id: String)
  case m11item(number: Int)
  case m11page4(number: Int), m11page5
  case m11page6(number: Int), m11page7
  case m11page8(number: Int), m11page9
  case m11page10(number: Int), m11page11
  case m11page12(number: Int), m11page13
  case m11page14(number: Int), m11page15
  case m11page16(number: Int), m11page17
  case m11page18(number: Int), m11page19
}

/// Module `m12`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m12")
enum M12Route {
  case m12list, m12detail(id: String)
  @Presents(.sheet) case m12edit(id: String)
  case m12item(number: Int)
  case m12page4(number: Int), m12page5
  case m12page6(number: Int), m12page7
  case m12page8(number: Int), m12page9
  case m12page10(number: Int), m12page11
  case m12page12(number: Int), m12page13
  case m12page14(number: Int), m12page15
  case m12page16(number: Int), m12page17
  case m12page18(number: Int), m12page19
}

/// Module `m13`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m13")
enum M13Route {
  case m13list, m13detail(id: String)
  @Presents(.sheet) case m13edit(id: String)
  case m13item(number: Int)
  case m13page4(number: Int), m13page5
  case m13page6(number: Int), m13page7
  case m13page8(number: Int), m13page9
  case m13page10(number: Int), m13page11
  case m13page12(number: Int), m13page13
  case m13page14(number: Int), m13page15
  case m13page16(number: Int), m13page17
  case m13page18(number: Int), m13page19
}

/// Module `m14`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m14")
enum M14Route {
  case m14list, m14detail(id: String)
  @Presents(.sheet) case m14edit(id: String)
  case m14item(number: Int)
  case m14page4(number: Int), m14page5
  case m14page6(number: Int), m14page7
  case m14page8(number: Int), m14page9
  case m14page10(number: Int), m14page11
  case m14page12(number: Int), m14page13
  case m14page14(number: Int), m14page15
  case m14page16(number: Int), m14page17
  case m14page18(number: Int), m14page19
}

/// Module `m15`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m15")
enum M15Route {
  case m15list, m15detail(id: String)
  @Presents(.sheet) case m15edit(id: String)
  case m15item(number: Int)
  case m15page4(number: Int), m15page5
  case m15page6(number: Int), m15page7
  case m15page8(number: Int), m15page9
  case m15page10(number: Int), m15page11
  case m15page12(number: Int), m15page13
  case m15page14(number: Int), m15page15
  case m15page16(number: Int), m15page17
  case m15page18(number: Int), m15page19
}

/// Module `m16`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m16")
enum M16Route {
  case m16list, m16detail(id: String)
  @Presents(.sheet) case m16edit(id: String)
  case m16item(number: Int)
  case m16page4(number: Int), m16page5
  case m16page6(number: Int), m16page7
  case m16page8(number: Int), m16page9
  case m16page10(number: Int), m16page11
  case m16page12(number: Int), m16page13
  case m16page14(number: Int), m16page15
  case m16page16(number: Int), m16page17
  case m16page18(number: Int), m16page19
}

/// Module `m17`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m17")
enum M17Route {
  case m17list, m17detail(id: String)
  @Presents(.sheet) case m17edit(id: String)
  case m17item(number: Int)
  case m17page4(number: Int), m17page5
  case m17page6(number: Int), m17page7
  case m17page8(number: Int), m17page9
  case m17page10(number: Int), m17page11
  case m17page12(number: Int), m17page13
  case m17page14(number: Int), m17page15
  case m17page16(number: Int), m17page17
  case m17page18(number: Int), m17page19
}

/// Module `m18`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m18")
enum M18Route {
  case m18list, m18detail(id: String)
  @Presents(.sheet) case m18edit(id: String)
  case m18item(number: Int)
  case m18page4(number: Int), m18page5
  case m18page6(number: Int), m18page7
  case m18page8(number: Int), m18page9
  case m18page10(number: Int), m18page11
  case m18page12(number: Int), m18page13
  case m18page14(number: Int), m18page15
  case m18page16(number: Int), m18page17
  case m18page18(number: Int), m18page19
}

/// Module `m19`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m19")
enum M19Route {
  case m19list, m19detail(id: String)
  @Presents(.sheet) case m19edit(id: String)
  case m19item(number: Int)
  case m19page4(number: Int), m19page5
  case m19page6(number: Int), m19page7
  case m19page8(number: Int), m19page9
  case m19page10(number: Int), m19page11
  case m19page12(number: Int), m19page13
  case m19page14(number: Int), m19page15
  case m19page16(number: Int), m19page17
  case m19page18(number: Int), m19page19
}

/// Module `m20`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m20")
enum M20Route {
  case m20list, m20detail(id: String)
  @Presents(.sheet) case m20edit(id: String)
  case m20item(number: Int)
  case m20page4(number: Int), m20page5
  case m20page6(number: Int), m20page7
  case m20page8(number: Int), m20page9
  case m20page10(number: Int), m20page11
  case m20page12(number: Int), m20page13
  case m20page14(number: Int), m20page15
  case m20page16(number: Int), m20page17
  case m20page18(number: Int), m20page19
}

/// Module `m21`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m21")
enum M21Route {
  case m21list, m21detail(id: String)
  @Presents(.sheet) case m21edit(id: String)
  case m21item(number: Int)
  case m21page4(number: Int), m21page5
  case m21page6(number: Int), m21page7
  case m21page8(number: Int), m21page9
  case m21page10(number: Int), m21page11
  case m21page12(number: Int), m21page13
  case m21page14(number: Int), m21page15
  case m21page16(number: Int), m21page17
  case m21page18(number: Int), m21page19
}

/// Module `m22`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m22")
enum M22Route {
  case m22list, m22detail(id: String)
  @Presents(.sheet) case m22edit(id: String)
  case m22item(number: Int)
  case m22page4(number: Int), m22page5
  case m22page6(number: Int), m22page7
  case m22page8(number: Int), m22page9
  case m22page10(number: Int), m22page11
  case m22page12(number: Int), m22page13
  case m22page14(number: Int), m22page15
  case m22page16(number: Int), m22page17
  case m22page18(number: Int), m22page19
}

/// Module `m23`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m23")
enum M23Route {
  case m23list, m23detail(id: String)
  @Presents(.sheet) case m23edit(id: String)
  case m23item(number: Int)
  case m23page4(number: Int), m23page5
  case m23page6(number: Int), m23page7
  case m23page8(number: Int), m23page9
  case m23page10(number: Int), m23page11
  case m23page12(number: Int), m23page13
  case m23page14(number: Int), m23page15
  case m23page16(number: Int), m23page17
  case m23page18(number: Int), m23page19
}

/// Module `m24`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m24")
enum M24Route {
  case m24list, m24detail(id: String)
  @Presents(.sheet) case m24edit(id: String)
  case m24item(number: Int)
  case m24page4(number: Int), m24page5
  case m24page6(number: Int), m24page7
  case m24page8(number: Int), m24page9
  case m24page10(number: Int), m24page11
  case m24page12(number: Int), m24page13
  case m24page14(number: Int), m24page15
  case m24page16(number: Int), m24page17
  case m24page18(number: Int), m24page19
}

/// Module `m25`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m25")
enum M25Route {
  case m25list, m25detail(id: String)
  @Presents(.sheet) case m25edit(id: String)
  case m25item(number: Int)
  case m25page4(number: Int), m25page5
  case m25page6(number: Int), m25page7
  case m25page8(number: Int), m25page9
  case m25page10(number: Int), m25page11
  case m25page12(number: Int), m25page13
  case m25page14(number: Int), m25page15
  case m25page16(number: Int), m25page17
  case m25page18(number: Int), m25page19
}

/// Module `m26`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m26")
enum M26Route {
  case m26list, m26detail(id: String)
  @Presents(.sheet) case m26edit(id: String)
  case m26item(number: Int)
  case m26page4(number: Int), m26page5
  case m26page6(number: Int), m26page7
  case m26page8(number: Int), m26page9
  case m26page10(number: Int), m26page11
  case m26page12(number: Int), m26page13
  case m26page14(number: Int), m26page15
  case m26page16(number: Int), m26page17
  case m26page18(number: Int), m26page19
}

/// Module `m27`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m27")
enum M27Route {
  case m27list, m27detail(id: String)
  @Presents(.sheet) case m27edit(id: String)
  case m27item(number: Int)
  case m27page4(number: Int), m27page5
  case m27page6(number: Int), m27page7
  case m27page8(number: Int), m27page9
  case m27page10(number: Int), m27page11
  case m27page12(number: Int), m27page13
  case m27page14(number: Int), m27page15
  case m27page16(number: Int), m27page17
  case m27page18(number: Int), m27page19
}

/// Module `m28`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m28")
enum M28Route {
  case m28list, m28detail(id: String)
  @Presents(.sheet) case m28edit(id: String)
  case m28item(number: Int)
  case m28page4(number: Int), m28page5
  case m28page6(number: Int), m28page7
  case m28page8(number: Int), m28page9
  case m28page10(number: Int), m28page11
  case m28page12(number: Int), m28page13
  case m28page14(number: Int), m28page15
  case m28page16(number: Int), m28page17
  case m28page18(number: Int), m28page19
}

/// Module `m29`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m29")
enum M29Route {
  case m29list, m29detail(id: String)
  @Presents(.sheet) case m29edit(id: String)
  case m29item(number: Int)
  case m29page4(number: Int), m29page5
  case m29page6(number: Int), m29page7
  case m29page8(number: Int), m29page9
  case m29page10(number: Int), m29page11
  case m29page12(number: Int), m29page13
  case m29page14(number: Int), m29page15
  case m29page16(number: Int), m29page17
  case m29page18(number: Int), m29page19
}

/// Module `m30`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m30")
enum M30Route {
  case m30list, m30detail(id: String)
  @Presents(.sheet) case m30edit(id: String)
  case m30item(number: Int)
  case m30page4(number: Int), m30page5
  case m30page6(number: Int), m30page7
  case m30page8(number: Int), m30page9
  case m30page10(number: Int), m30page11
  case m30page12(number: Int), m30page13
  case m30page14(number: Int), m30page15
  case m30page16(number: Int), m30page17
  case m30page18(number: Int), m30page19
}

/// Module `m31`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m31")
enum M31Route {
  case m31list, m31detail(id: String)
  @Presents(.sheet) case m31edit(id: String)
  case m31item(number: Int)
  case m31page4(number: Int), m31page5
  case m31page6(number: Int), m31page7
  case m31page8(number: Int), m31page9
  case m31page10(number: Int), m31page11
  case m31page12(number: Int), m31page13
  case m31page14(number: Int), m31page15
  case m31page16(number: Int), m31page17
  case m31page18(number: Int), m31page19
}

/// Module `m32`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m32")
enum M32Route {
  case m32list, m32detail(id: String)
  @Presents(.sheet) case m32edit(id: String)
  case m32item(number: Int)
  case m32page4(number: Int), m32page5
  case m32page6(number: Int), m32page7
  case m32page8(number: Int), m32page9
  case m32page10(number: Int), m32page11
  case m32page12(number: Int), m32page13
  case m32page14(number: Int), m32page15
  case m32page16(number: Int), m32page17
  case m32page18(number: Int), m32page19
}

/// Module `m33`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m33")
enum M33Route {
  case m33list, m33detail(id: String)
  @Presents(.sheet) case m33edit(id: String)
  case m33item(number: Int)
  case m33page4(number: Int), m33page5
  case m33page6(number: Int), m33page7
  case m33page8(number: Int), m33page9
  case m33page10(number: Int), m33page11
  case m33page12(number: Int), m33page13
  case m33page14(number: Int), m33page15
  case m33page16(number: Int), m33page17
  case m33page18(number: Int), m33page19
}

/// Module `m34`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m34")
enum M34Route {
  case m34list, m34detail(id: String)
  @Presents(.sheet) case m34edit(id: String)
  case m34item(number: Int)
  case m34page4(number: Int), m34page5
  case m34page6(number: Int), m34page7
  case m34page8(number: Int), m34page9
  case m34page10(number: Int), m34page11
  case m34page12(number: Int), m34page13
  case m34page14(number: Int), m34page15
  case m34page16(number: Int), m34page17
  case m34page18(number: Int), m34page19
}

/// Module `m35`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m35")
enum M35Route {
  case m35list, m35detail(id: String)
  @Presents(.sheet) case m35edit(id: String)
  case m35item(number: Int)
  case m35page4(number: Int), m35page5
  case m35page6(number: Int), m35page7
  case m35page8(number: Int), m35page9
  case m35page10(number: Int), m35page11
  case m35page12(number: Int), m35page13
  case m35page14(number: Int), m35page15
  case m35page16(number: Int), m35page17
  case m35page18(number: Int), m35page19
}

/// Module `m36`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m36")
enum M36Route {
  case m36list, m36detail(id: String)
  @Presents(.sheet) case m36edit(id: String)
  case m36item(number: Int)
  case m36page4(number: Int), m36page5
  case m36page6(number: Int), m36page7
  case m36page8(number: Int), m36page9
  case m36page10(number: Int), m36page11
  case m36page12(number: Int), m36page13
  case m36page14(number: Int), m36page15
  case m36page16(number: Int), m36page17
  case m36page18(number: Int), m36page19
}

/// Module `m37`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m37")
enum M37Route {
  case m37list, m37detail(id: String)
  @Presents(.sheet) case m37edit(id: String)
  case m37item(number: Int)
  case m37page4(number: Int), m37page5
  case m37page6(number: Int), m37page7
  case m37page8(number: Int), m37page9
  case m37page10(number: Int), m37page11
  case m37page12(number: Int), m37page13
  case m37page14(number: Int), m37page15
  case m37page16(number: Int), m37page17
  case m37page18(number: Int), m37page19
}

/// Module `m38`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m38")
enum M38Route {
  case m38list, m38detail(id: String)
  @Presents(.sheet) case m38edit(id: String)
  case m38item(number: Int)
  case m38page4(number: Int), m38page5
  case m38page6(number: Int), m38page7
  case m38page8(number: Int), m38page9
  case m38page10(number: Int), m38page11
  case m38page12(number: Int), m38page13
  case m38page14(number: Int), m38page15
  case m38page16(number: Int), m38page17
  case m38page18(number: Int), m38page19
}

/// Module `m39`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m39")
enum M39Route {
  case m39list, m39detail(id: String)
  @Presents(.sheet) case m39edit(id: String)
  case m39item(number: Int)
  case m39page4(number: Int), m39page5
  case m39page6(number: Int), m39page7
  case m39page8(number: Int), m39page9
  case m39page10(number: Int), m39page11
  case m39page12(number: Int), m39page13
  case m39page14(number: Int), m39page15
  case m39page16(number: Int), m39page17
  case m39page18(number: Int), m39page19
}

/// Module `m40`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m40")
enum M40Route {
  case m40list, m40detail(id: String)
  @Presents(.sheet) case m40edit(id: String)
  case m40item(number: Int)
  case m40page4(number: Int), m40page5
  case m40page6(number: Int), m40page7
  case m40page8(number: Int), m40page9
  case m40page10(number: Int), m40page11
  case m40page12(number: Int), m40page13
  case m40page14(number: Int), m40page15
  case m40page16(number: Int), m40page17
  case m40page18(number: Int), m40page19
}

/// Module `m41`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m41")
enum M41Route {
  case m41list, m41detail(id: String)
  @Presents(.sheet) case m41edit(id: String)
  case m41item(number: Int)
  case m41page4(number: Int), m41page5
  case m41page6(number: Int), m41page7
  case m41page8(number: Int), m41page9
  case m41page10(number: Int), m41page11
  case m41page12(number: Int), m41page13
  case m41page14(number: Int), m41page15
  case m41page16(number: Int), m41page17
  case m41page18(number: Int), m41page19
}

/// Module `m42`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m42")
enum M42Route {
  case m42list, m42detail(id: String)
  @Presents(.sheet) case m42edit(id: String)
  case m42item(number: Int)
  case m42page4(number: Int), m42page5
  case m42page6(number: Int), m42page7
  case m42page8(number: Int), m42page9
  case m42page10(number: Int), m42page11
  case m42page12(number: Int), m42page13
  case m42page14(number: Int), m42page15
  case m42page16(number: Int), m42page17
  case m42page18(number: Int), m42page19
}

/// Module `m43`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m43")
enum M43Route {
  case m43list, m43detail(id: String)
  @Presents(.sheet) case m43edit(id: String)
  case m43item(number: Int)
  case m43page4(number: Int), m43page5
  case m43page6(number: Int), m43page7
  case m43page8(number: Int), m43page9
  case m43page10(number: Int), m43page11
  case m43page12(number: Int), m43page13
  case m43page14(number: Int), m43page15
  case m43page16(number: Int), m43page17
  case m43page18(number: Int), m43page19
}

/// Module `m44`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m44")
enum M44Route {
  case m44list, m44detail(id: String)
  @Presents(.sheet) case m44edit(id: String)
  case m44item(number: Int)
  case m44page4(number: Int), m44page5
  case m44page6(number: Int), m44page7
  case m44page8(number: Int), m44page9
  case m44page10(number: Int), m44page11
  case m44page12(number: Int), m44page13
  case m44page14(number: Int), m44page15
  case m44page16(number: Int), m44page17
  case m44page18(number: Int), m44page19
}

/// Module `m45`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m45")
enum M45Route {
  case m45list, m45detail(id: String)
  @Presents(.sheet) case m45edit(id: String)
  case m45item(number: Int)
  case m45page4(number: Int), m45page5
  case m45page6(number: Int), m45page7
  case m45page8(number: Int), m45page9
  case m45page10(number: Int), m45page11
  case m45page12(number: Int), m45page13
  case m45page14(number: Int), m45page15
  case m45page16(number: Int), m45page17
  case m45page18(number: Int), m45page19
}

/// Module `m46`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m46")
enum M46Route {
  case m46list, m46detail(id: String)
  @Presents(.sheet) case m46edit(id: String)
  case m46item(number: Int)
  case m46page4(number: Int), m46page5
  case m46page6(number: Int), m46page7
  case m46page8(number: Int), m46page9
  case m46page10(number: Int), m46page11
  case m46page12(number: Int), m46page13
  case m46page14(number: Int), m46page15
  case m46page16(number: Int), m46page17
  case m46page18(number: Int), m46page19
}

/// Module `m47`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m47")
enum M47Route {
  case m47list, m47detail(id: String)
  @Presents(.sheet) case m47edit(id: String)
  case m47item(number: Int)
  case m47page4(number: Int), m47page5
  case m47page6(number: Int), m47page7
  case m47page8(number: Int), m47page9
  case m47page10(number: Int), m47page11
  case m47page12(number: Int), m47page13
  case m47page14(number: Int), m47page15
  case m47page16(number: Int), m47page17
  case m47page18(number: Int), m47page19
}

/// Module `m48`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m48")
enum M48Route {
  case m48list, m48detail(id: String)
  @Presents(.sheet) case m48edit(id: String)
  case m48item(number: Int)
  case m48page4(number: Int), m48page5
  case m48page6(number: Int), m48page7
  case m48page8(number: Int), m48page9
  case m48page10(number: Int), m48page11
  case m48page12(number: Int), m48page13
  case m48page14(number: Int), m48page15
  case m48page16(number: Int), m48page17
  case m48page18(number: Int), m48page19
}

/// Module `m49`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m49")
enum M49Route {
  case m49list, m49detail(id: String)
  @Presents(.sheet) case m49edit(id: String)
  case m49item(number: Int)
  case m49page4(number: Int), m49page5
  case m49page6(number: Int), m49page7
  case m49page8(number: Int), m49page9
  case m49page10(number: Int), m49page11
  case m49page12(number: Int), m49page13
  case m49page14(number: Int), m49page15
  case m49page16(number: Int), m49page17
  case m49page18(number: Int), m49page19
}

/// Module `m50`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m50")
enum M50Route {
  case m50list, m50detail(id: String)
  @Presents(.sheet) case m50edit(id: String)
  case m50item(number: Int)
  case m50page4(number: Int), m50page5
  case m50page6(number: Int), m50page7
  case m50page8(number: Int), m50page9
  case m50page10(number: Int), m50page11
  case m50page12(number: Int), m50page13
  case m50page14(number: Int), m50page15
  case m50page16(number: Int), m50page17
  case m50page18(number: Int), m50page19
}

/// Module `m51`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m51")
enum M51Route {
  case m51list, m51detail(id: String)
  @Presents(.sheet) case m51edit(id: String)
  case m51item(number: Int)
  case m51page4(number: Int), m51page5
  case m51page6(number: Int), m51page7
  case m51page8(number: Int), m51page9
  case m51page10(number: Int), m51page11
  case m51page12(number: Int), m51page13
  case m51page14(number: Int), m51page15
  case m51page16(number: Int), m51page17
  case m51page18(number: Int), m51page19
}

/// Module `m52`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m52")
enum M52Route {
  case m52list, m52detail(id: String)
  @Presents(.sheet) case m52edit(id: String)
  case m52item(number: Int)
  case m52page4(number: Int), m52page5
  case m52page6(number: Int), m52page7
  case m52page8(number: Int), m52page9
  case m52page10(number: Int), m52page11
  case m52page12(number: Int), m52page13
  case m52page14(number: Int), m52page15
  case m52page16(number: Int), m52page17
  case m52page18(number: Int), m52page19
}

/// Module `m53`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m53")
enum M53Route {
  case m53list, m53detail(id: String)
  @Presents(.sheet) case m53edit(id: String)
  case m53item(number: Int)
  case m53page4(number: Int), m53page5
  case m53page6(number: Int), m53page7
  case m53page8(number: Int), m53page9
  case m53page10(number: Int), m53page11
  case m53page12(number: Int), m53page13
  case m53page14(number: Int), m53page15
  case m53page16(number: Int), m53page17
  case m53page18(number: Int), m53page19
}

/// Module `m54`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m54")
enum M54Route {
  case m54list, m54detail(id: String)
  @Presents(.sheet) case m54edit(id: String)
  case m54item(number: Int)
  case m54page4(number: Int), m54page5
  case m54page6(number: Int), m54page7
  case m54page8(number: Int), m54page9
  case m54page10(number: Int), m54page11
  case m54page12(number: Int), m54page13
  case m54page14(number: Int), m54page15
  case m54page16(number: Int), m54page17
  case m54page18(number: Int), m54page19
}

/// Module `m55`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m55")
enum M55Route {
  case m55list, m55detail(id: String)
  @Presents(.sheet) case m55edit(id: String)
  case m55item(number: Int)
  case m55page4(number: Int), m55page5
  case m55page6(number: Int), m55page7
  case m55page8(number: Int), m55page9
  case m55page10(number: Int), m55page11
  case m55page12(number: Int), m55page13
  case m55page14(number: Int), m55page15
  case m55page16(number: Int), m55page17
  case m55page18(number: Int), m55page19
}

/// Module `m56`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m56")
enum M56Route {
  case m56list, m56detail(id: String)
  @Presents(.sheet) case m56edit(id: String)
  case m56item(number: Int)
  case m56page4(number: Int), m56page5
  case m56page6(number: Int), m56page7
  case m56page8(number: Int), m56page9
  case m56page10(number: Int), m56page11
  case m56page12(number: Int), m56page13
  case m56page14(number: Int), m56page15
  case m56page16(number: Int), m56page17
  case m56page18(number: Int), m56page19
}

/// Module `m57`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m57")
enum M57Route {
  case m57list, m57detail(id: String)
  @Presents(.sheet) case m57edit(id: String)
  case m57item(number: Int)
  case m57page4(number: Int), m57page5
  case m57page6(number: Int), m57page7
  case m57page8(number: Int), m57page9
  case m57page10(number: Int), m57page11
  case m57page12(number: Int), m57page13
  case m57page14(number: Int), m57page15
  case m57page16(number: Int), m57page17
  case m57page18(number: Int), m57page19
}

/// Module `m58`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m58")
enum M58Route {
  case m58list, m58detail(id: String)
  @Presents(.sheet) case m58edit(id: String)
  case m58item(number: Int)
  case m58page4(number: Int), m58page5
  case m58page6(number: Int), m58page7
  case m58page8(number: Int), m58page9
  case m58page10(number: Int), m58page11
  case m58page12(number: Int), m58page13
  case m58page14(number: Int), m58page15
  case m58page16(number: Int), m58page17
  case m58page18(number: Int), m58page19
}

/// Module `m59`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m59")
enum M59Route {
  case m59list, m59detail(id: String)
  @Presents(.sheet) case m59edit(id: String)
  case m59item(number: Int)
  case m59page4(number: Int), m59page5
  case m59page6(number: Int), m59page7
  case m59page8(number: Int), m59page9
  case m59page10(number: Int), m59page11
  case m59page12(number: Int), m59page13
  case m59page14(number: Int), m59page15
  case m59page16(number: Int), m59page17
  case m59page18(number: Int), m59page19
}

/// Module `m60`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m60")
enum M60Route {
  case m60list, m60detail(id: String)
  @Presents(.sheet) case m60edit(id: String)
  case m60item(number: Int)
  case m60page4(number: Int), m60page5
  case m60page6(number: Int), m60page7
  case m60page8(number: Int), m60page9
  case m60page10(number: Int), m60page11
  case m60page12(number: Int), m60page13
  case m60page14(number: Int), m60page15
  case m60page16(number: Int), m60page17
  case m60page18(number: Int), m60page19
}

/// Module `m61`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m61")
enum M61Route {
  case m61list, m61detail(id: String)
  @Presents(.sheet) case m61edit(id: String)
  case m61item(number: Int)
  case m61page4(number: Int), m61page5
  case m61page6(number: Int), m61page7
  case m61page8(number: Int), m61page9
  case m61page10(number: Int), m61page11
  case m61page12(number: Int), m61page13
  case m61page14(number: Int), m61page15
  case m61page16(number: Int), m61page17
  case m61page18(number: Int), m61page19
}

/// Module `m62`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m62")
enum M62Route {
  case m62list, m62detail(id: String)
  @Presents(.sheet) case m62edit(id: String)
  case m62item(number: Int)
  case m62page4(number: Int), m62page5
  case m62page6(number: Int), m62page7
  case m62page8(number: Int), m62page9
  case m62page10(number: Int), m62page11
  case m62page12(number: Int), m62page13
  case m62page14(number: Int), m62page15
  case m62page16(number: Int), m62page17
  case m62page18(number: Int), m62page19
}

/// Module `m63`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m63")
enum M63Route {
  case m63list, m63detail(id: String)
  @Presents(.sheet) case m63edit(id: String)
  case m63item(number: Int)
  case m63page4(number: Int), m63page5
  case m63page6(number: Int), m63page7
  case m63page8(number: Int), m63page9
  case m63page10(number: Int), m63page11
  case m63page12(number: Int), m63page13
  case m63page14(number: Int), m63page15
  case m63page16(number: Int), m63page17
  case m63page18(number: Int), m63page19
}

/// Module `m64`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m64")
enum M64Route {
  case m64list, m64detail(id: String)
  @Presents(.sheet) case m64edit(id: String)
  case m64item(number: Int)
  case m64page4(number: Int), m64page5
  case m64page6(number: Int), m64page7
  case m64page8(number: Int), m64page9
  case m64page10(number: Int), m64page11
  case m64page12(number: Int), m64page13
  case m64page14(number: Int), m64page15
  case m64page16(number: Int), m64page17
  case m64page18(number: Int), m64page19
}

/// Module `m65`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m65")
enum M65Route {
  case m65list, m65detail(id: String)
  @Presents(.sheet) case m65edit(id: String)
  case m65item(number: Int)
  case m65page4(number: Int), m65page5
  case m65page6(number: Int), m65page7
  case m65page8(number: Int), m65page9
  case m65page10(number: Int), m65page11
  case m65page12(number: Int), m65page13
  case m65page14(number: Int), m65page15
  case m65page16(number: Int), m65page17
  case m65page18(number: Int), m65page19
}

/// Module `m66`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m66")
enum M66Route {
  case m66list, m66detail(id: String)
  @Presents(.sheet) case m66edit(id: String)
  case m66item(number: Int)
  case m66page4(number: Int), m66page5
  case m66page6(number: Int), m66page7
  case m66page8(number: Int), m66page9
  case m66page10(number: Int), m66page11
  case m66page12(number: Int), m66page13
  case m66page14(number: Int), m66page15
  case m66page16(number: Int), m66page17
  case m66page18(number: Int), m66page19
}

/// Module `m67`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m67")
enum M67Route {
  case m67list, m67detail(id: String)
  @Presents(.sheet) case m67edit(id: String)
  case m67item(number: Int)
  case m67page4(number: Int), m67page5
  case m67page6(number: Int), m67page7
  case m67page8(number: Int), m67page9
  case m67page10(number: Int), m67page11
  case m67page12(number: Int), m67page13
  case m67page14(number: Int), m67page15
  case m67page16(number: Int), m67page17
  case m67page18(number: Int), m67page19
}

/// Module `m68`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m68")
enum M68Route {
  case m68list, m68detail(id: String)
  @Presents(.sheet) case m68edit(id: String)
  case m68item(number: Int)
  case m68page4(number: Int), m68page5
  case m68page6(number: Int), m68page7
  case m68page8(number: Int), m68page9
  case m68page10(number: Int), m68page11
  case m68page12(number: Int), m68page13
  case m68page14(number: Int), m68page15
  case m68page16(number: Int), m68page17
  case m68page18(number: Int), m68page19
}

/// Module `m69`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m69")
enum M69Route {
  case m69list, m69detail(id: String)
  @Presents(.sheet) case m69edit(id: String)
  case m69item(number: Int)
  case m69page4(number: Int), m69page5
  case m69page6(number: Int), m69page7
  case m69page8(number: Int), m69page9
  case m69page10(number: Int), m69page11
  case m69page12(number: Int), m69page13
  case m69page14(number: Int), m69page15
  case m69page16(number: Int), m69page17
  case m69page18(number: Int), m69page19
}

/// Module `m70`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m70")
enum M70Route {
  case m70list, m70detail(id: String)
  @Presents(.sheet) case m70edit(id: String)
  case m70item(number: Int)
  case m70page4(number: Int), m70page5
  case m70page6(number: Int), m70page7
  case m70page8(number: Int), m70page9
  case m70page10(number: Int), m70page11
  case m70page12(number: Int), m70page13
  case m70page14(number: Int), m70page15
  case m70page16(number: Int), m70page17
  case m70page18(number: Int), m70page19
}

/// Module `m71`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m71")
enum M71Route {
  case m71list, m71detail(id: String)
  @Presents(.sheet) case m71edit(id: String)
  case m71item(number: Int)
  case m71page4(number: Int), m71page5
  case m71page6(number: Int), m71page7
  case m71page8(number: Int), m71page9
  case m71page10(number: Int), m71page11
  case m71page12(number: Int), m71page13
  case m71page14(number: Int), m71page15
  case m71page16(number: Int), m71page17
  case m71page18(number: Int), m71page19
}

/// Module `m72`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m72")
enum M72Route {
  case m72list, m72detail(id: String)
  @Presents(.sheet) case m72edit(id: String)
  case m72item(number: Int)
  case m72page4(number: Int), m72page5
  case m72page6(number: Int), m72page7
  case m72page8(number: Int), m72page9
  case m72page10(number: Int), m72page11
  case m72page12(number: Int), m72page13
  case m72page14(number: Int), m72page15
  case m72page16(number: Int), m72page17
  case m72page18(number: Int), m72page19
}

/// Module `m73`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m73")
enum M73Route {
  case m73list, m73detail(id: String)
  @Presents(.sheet) case m73edit(id: String)
  case m73item(number: Int)
  case m73page4(number: Int), m73page5
  case m73page6(number: Int), m73page7
  case m73page8(number: Int), m73page9
  case m73page10(number: Int), m73page11
  case m73page12(number: Int), m73page13
  case m73page14(number: Int), m73page15
  case m73page16(number: Int), m73page17
  case m73page18(number: Int), m73page19
}

/// Module `m74`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m74")
enum M74Route {
  case m74list, m74detail(id: String)
  @Presents(.sheet) case m74edit(id: String)
  case m74item(number: Int)
  case m74page4(number: Int), m74page5
  case m74page6(number: Int), m74page7
  case m74page8(number: Int), m74page9
  case m74page10(number: Int), m74page11
  case m74page12(number: Int), m74page13
  case m74page14(number: Int), m74page15
  case m74page16(number: Int), m74page17
  case m74page18(number: Int), m74page19
}

/// Module `m75`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m75")
enum M75Route {
  case m75list, m75detail(id: String)
  @Presents(.sheet) case m75edit(id: String)
  case m75item(number: Int)
  case m75page4(number: Int), m75page5
  case m75page6(number: Int), m75page7
  case m75page8(number: Int), m75page9
  case m75page10(number: Int), m75page11
  case m75page12(number: Int), m75page13
  case m75page14(number: Int), m75page15
  case m75page16(number: Int), m75page17
  case m75page18(number: Int), m75page19
}

/// Module `m76`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m76")
enum M76Route {
  case m76list, m76detail(id: String)
  @Presents(.sheet) case m76edit(id: String)
  case m76item(number: Int)
  case m76page4(number: Int), m76page5
  case m76page6(number: Int), m76page7
  case m76page8(number: Int), m76page9
  case m76page10(number: Int), m76page11
  case m76page12(number: Int), m76page13
  case m76page14(number: Int), m76page15
  case m76page16(number: Int), m76page17
  case m76page18(number: Int), m76page19
}

/// Module `m77`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m77")
enum M77Route {
  case m77list, m77detail(id: String)
  @Presents(.sheet) case m77edit(id: String)
  case m77item(number: Int)
  case m77page4(number: Int), m77page5
  case m77page6(number: Int), m77page7
  case m77page8(number: Int), m77page9
  case m77page10(number: Int), m77page11
  case m77page12(number: Int), m77page13
  case m77page14(number: Int), m77page15
  case m77page16(number: Int), m77page17
  case m77page18(number: Int), m77page19
}

/// Module `m78`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m78")
enum M78Route {
  case m78list, m78detail(id: String)
  @Presents(.sheet) case m78edit(id: String)
  case m78item(number: Int)
  case m78page4(number: Int), m78page5
  case m78page6(number: Int), m78page7
  case m78page8(number: Int), m78page9
  case m78page10(number: Int), m78page11
  case m78page12(number: Int), m78page13
  case m78page14(number: Int), m78page15
  case m78page16(number: Int), m78page17
  case m78page18(number: Int), m78page19
}

/// Module `m79`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m79")
enum M79Route {
  case m79list, m79detail(id: String)
  @Presents(.sheet) case m79edit(id: String)
  case m79item(number: Int)
  case m79page4(number: Int), m79page5
  case m79page6(number: Int), m79page7
  case m79page8(number: Int), m79page9
  case m79page10(number: Int), m79page11
  case m79page12(number: Int), m79page13
  case m79page14(number: Int), m79page15
  case m79page16(number: Int), m79page17
  case m79page18(number: Int), m79page19
}

/// Module `m80`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m80")
enum M80Route {
  case m80list, m80detail(id: String)
  @Presents(.sheet) case m80edit(id: String)
  case m80item(number: Int)
  case m80page4(number: Int), m80page5
  case m80page6(number: Int), m80page7
  case m80page8(number: Int), m80page9
  case m80page10(number: Int), m80page11
  case m80page12(number: Int), m80page13
  case m80page14(number: Int), m80page15
  case m80page16(number: Int), m80page17
  case m80page18(number: Int), m80page19
}

/// Module `m81`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m81")
enum M81Route {
  case m81list, m81detail(id: String)
  @Presents(.sheet) case m81edit(id: String)
  case m81item(number: Int)
  case m81page4(number: Int), m81page5
  case m81page6(number: Int), m81page7
  case m81page8(number: Int), m81page9
  case m81page10(number: Int), m81page11
  case m81page12(number: Int), m81page13
  case m81page14(number: Int), m81page15
  case m81page16(number: Int), m81page17
  case m81page18(number: Int), m81page19
}

/// Module `m82`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m82")
enum M82Route {
  case m82list, m82detail(id: String)
  @Presents(.sheet) case m82edit(id: String)
  case m82item(number: Int)
  case m82page4(number: Int), m82page5
  case m82page6(number: Int), m82page7
  case m82page8(number: Int), m82page9
  case m82page10(number: Int), m82page11
  case m82page12(number: Int), m82page13
  case m82page14(number: Int), m82page15
  case m82page16(number: Int), m82page17
  case m82page18(number: Int), m82page19
}

/// Module `m83`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m83")
enum M83Route {
  case m83list, m83detail(id: String)
  @Presents(.sheet) case m83edit(id: String)
  case m83item(number: Int)
  case m83page4(number: Int), m83page5
  case m83page6(number: Int), m83page7
  case m83page8(number: Int), m83page9
  case m83page10(number: Int), m83page11
  case m83page12(number: Int), m83page13
  case m83page14(number: Int), m83page15
  case m83page16(number: Int), m83page17
  case m83page18(number: Int), m83page19
}

/// Module `m84`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m84")
enum M84Route {
  case m84list, m84detail(id: String)
  @Presents(.sheet) case m84edit(id: String)
  case m84item(number: Int)
  case m84page4(number: Int), m84page5
  case m84page6(number: Int), m84page7
  case m84page8(number: Int), m84page9
  case m84page10(number: Int), m84page11
  case m84page12(number: Int), m84page13
  case m84page14(number: Int), m84page15
  case m84page16(number: Int), m84page17
  case m84page18(number: Int), m84page19
}

/// Module `m85`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m85")
enum M85Route {
  case m85list, m85detail(id: String)
  @Presents(.sheet) case m85edit(id: String)
  case m85item(number: Int)
  case m85page4(number: Int), m85page5
  case m85page6(number: Int), m85page7
  case m85page8(number: Int), m85page9
  case m85page10(number: Int), m85page11
  case m85page12(number: Int), m85page13
  case m85page14(number: Int), m85page15
  case m85page16(number: Int), m85page17
  case m85page18(number: Int), m85page19
}

/// Module `m86`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m86")
enum M86Route {
  case m86list, m86detail(id: String)
  @Presents(.sheet) case m86edit(id: String)
  case m86item(number: Int)
  case m86page4(number: Int), m86page5
  case m86page6(number: Int), m86page7
  case m86page8(number: Int), m86page9
  case m86page10(number: Int), m86page11
  case m86page12(number: Int), m86page13
  case m86page14(number: Int), m86page15
  case m86page16(number: Int), m86page17
  case m86page18(number: Int), m86page19
}

/// Module `m87`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m87")
enum M87Route {
  case m87list, m87detail(id: String)
  @Presents(.sheet) case m87edit(id: String)
  case m87item(number: Int)
  case m87page4(number: Int), m87page5
  case m87page6(number: Int), m87page7
  case m87page8(number: Int), m87page9
  case m87page10(number: Int), m87page11
  case m87page12(number: Int), m87page13
  case m87page14(number: Int), m87page15
  case m87page16(number: Int), m87page17
  case m87page18(number: Int), m87page19
}

/// Module `m88`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m88")
enum M88Route {
  case m88list, m88detail(id: String)
  @Presents(.sheet) case m88edit(id: String)
  case m88item(number: Int)
  case m88page4(number: Int), m88page5
  case m88page6(number: Int), m88page7
  case m88page8(number: Int), m88page9
  case m88page10(number: Int), m88page11
  case m88page12(number: Int), m88page13
  case m88page14(number: Int), m88page15
  case m88page16(number: Int), m88page17
  case m88page18(number: Int), m88page19
}

/// Module `m89`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m89")
enum M89Route {
  case m89list, m89detail(id: String)
  @Presents(.sheet) case m89edit(id: String)
  case m89item(number: Int)
  case m89page4(number: Int), m89page5
  case m89page6(number: Int), m89page7
  case m89page8(number: Int), m89page9
  case m89page10(number: Int), m89page11
  case m89page12(number: Int), m89page13
  case m89page14(number: Int), m89page15
  case m89page16(number: Int), m89page17
  case m89page18(number: Int), m89page19
}

/// Module `m90`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m90")
enum M90Route {
  case m90list, m90detail(id: String)
  @Presents(.sheet) case m90edit(id: String)
  case m90item(number: Int)
  case m90page4(number: Int), m90page5
  case m90page6(number: Int), m90page7
  case m90page8(number: Int), m90page9
  case m90page10(number: Int), m90page11
  case m90page12(number: Int), m90page13
  case m90page14(number: Int), m90page15
  case m90page16(number: Int), m90page17
  case m90page18(number: Int), m90page19
}

/// Module `m91`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m91")
enum M91Route {
  case m91list, m91detail(id: String)
  @Presents(.sheet) case m91edit(id: String)
  case m91item(number: Int)
  case m91page4(number: Int), m91page5
  case m91page6(number: Int), m91page7
  case m91page8(number: Int), m91page9
  case m91page10(number: Int), m91page11
  case m91page12(number: Int), m91page13
  case m91page14(number: Int), m91page15
  case m91page16(number: Int), m91page17
  case m91page18(number: Int), m91page19
}

/// Module `m92`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m92")
enum M92Route {
  case m92list, m92detail(id: String)
  @Presents(.sheet) case m92edit(id: String)
  case m92item(number: Int)
  case m92page4(number: Int), m92page5
  case m92page6(number: Int), m92page7
  case m92page8(number: Int), m92page9
  case m92page10(number: Int), m92page11
  case m92page12(number: Int), m92page13
  case m92page14(number: Int), m92page15
  case m92page16(number: Int), m92page17
  case m92page18(number: Int), m92page19
}

/// Module `m93`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m93")
enum M93Route {
  case m93list, m93detail(id: String)
  @Presents(.sheet) case m93edit(id: String)
  case m93item(number: Int)
  case m93page4(number: Int), m93page5
  case m93page6(number: Int), m93page7
  case m93page8(number: Int), m93page9
  case m93page10(number: Int), m93page11
  case m93page12(number: Int), m93page13
  case m93page14(number: Int), m93page15
  case m93page16(number: Int), m93page17
  case m93page18(number: Int), m93page19
}

/// Module `m94`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m94")
enum M94Route {
  case m94list, m94detail(id: String)
  @Presents(.sheet) case m94edit(id: String)
  case m94item(number: Int)
  case m94page4(number: Int), m94page5
  case m94page6(number: Int), m94page7
  case m94page8(number: Int), m94page9
  case m94page10(number: Int), m94page11
  case m94page12(number: Int), m94page13
  case m94page14(number: Int), m94page15
  case m94page16(number: Int), m94page17
  case m94page18(number: Int), m94page19
}

/// Module `m95`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m95")
enum M95Route {
  case m95list, m95detail(id: String)
  @Presents(.sheet) case m95edit(id: String)
  case m95item(number: Int)
  case m95page4(number: Int), m95page5
  case m95page6(number: Int), m95page7
  case m95page8(number: Int), m95page9
  case m95page10(number: Int), m95page11
  case m95page12(number: Int), m95page13
  case m95page14(number: Int), m95page15
  case m95page16(number: Int), m95page17
  case m95page18(number: Int), m95page19
}

/// Module `m96`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m96")
enum M96Route {
  case m96list, m96detail(id: String)
  @Presents(.sheet) case m96edit(id: String)
  case m96item(number: Int)
  case m96page4(number: Int), m96page5
  case m96page6(number: Int), m96page7
  case m96page8(number: Int), m96page9
  case m96page10(number: Int), m96page11
  case m96page12(number: Int), m96page13
  case m96page14(number: Int), m96page15
  case m96page16(number: Int), m96page17
  case m96page18(number: Int), m96page19
}

/// Module `m97`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m97")
enum M97Route {
  case m97list, m97detail(id: String)
  @Presents(.sheet) case m97edit(id: String)
  case m97item(number: Int)
  case m97page4(number: Int), m97page5
  case m97page6(number: Int), m97page7
  case m97page8(number: Int), m97page9
  case m97page10(number: Int), m97page11
  case m97page12(number: Int), m97page13
  case m97page14(number: Int), m97page15
  case m97page16(number: Int), m97page17
  case m97page18(number: Int), m97page19
}

/// Module `m98`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m98")
enum M98Route {
  case m98list, m98detail(id: String)
  @Presents(.sheet) case m98edit(id: String)
  case m98item(number: Int)
  case m98page4(number: Int), m98page5
  case m98page6(number: Int), m98page7
  case m98page8(number: Int), m98page9
  case m98page10(number: Int), m98page11
  case m98page12(number: Int), m98page13
  case m98page14(number: Int), m98page15
  case m98page16(number: Int), m98page17
  case m98page18(number: Int), m98page19
}

/// Module `m99`: a list, a detail, an edit sheet, an item and pages 4 to 19, the even
/// pages numbered.
@Route(path: "m99")
enum M99Route {
  case m99list, m99detail(id: String)
  @Presents(.sheet) case m99edit(id: String)
  case m99item(number: Int)
  case m99page4(number: Int), m99page5
  case m99page6(number: Int), m99page7
  case m99page8(number: Int), m99page9
  case m99page10(number: Int), m99page11
  case m99page12(number: Int), m99page13
  case m99page14(number: Int), m99page15
  case m99page16(number: Int), m99page17
  case m99page18(number: Int), m99page19
}
